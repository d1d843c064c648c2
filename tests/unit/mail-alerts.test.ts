// The alert mails (issue #17) rendered from their React Email components (issue #32): each HTML part and its
// plain-text part carry the same words and links, and nothing a meeting or a speaker says becomes markup.
import { describe, expect, it } from "vitest";
import {
  CONFIRM_MAIL_SUBJECT,
  MANAGE_ALERTS,
  MORE_MATCHES,
  READ_STORY,
  UNSUBSCRIBE_FROM_ALERT,
} from "~/features/alerts/alerts.copy";
import { renderAlertConfirmationMail } from "~/features/alerts/mails/alert-confirmation-mail";
import { renderAlertDigestMail } from "~/features/alerts/mails/alert-digest-mail";
import type { MailMatch } from "~/features/alerts/mails/alert-mail-parts";
import { renderInstantAlertMail } from "~/features/alerts/mails/instant-alert-mail";

const links = {
  manageLink: "https://civiclens.example/alerts/manage?token=m.1",
  unsubscribeLink: "https://civiclens.example/alerts/unsubscribe?token=u.1",
};

/** How the HTML part opens a link to `href` (React writes & in an attribute as &amp;). */
const anchorTo = (href: string) => `<a href="${href.replaceAll("&", "&amp;")}"`;

function moment(overrides: Partial<MailMatch> = {}): MailMatch {
  return {
    alertLabel: '"bike lanes" in Springfield',
    cityName: "Springfield",
    meetingTitle: "Council regular meeting",
    meetingDate: new Date("2026-03-04T18:00:00Z"),
    kind: "moment",
    line: "We need protected <mark>bike</mark> <mark>lanes</mark> on Elm.",
    startSeconds: 3725,
    link: "https://civiclens.example/city/springfield/meeting/m1?t=3725&q=%22bike+lanes%22",
    ...overrides,
  };
}

describe("the alert confirmation mail", () => {
  it("names what is followed and links the confirmation in both parts, in the words it always had", async () => {
    const link = "https://civiclens.example/alerts/confirm?token=c.1";
    const mail = await renderAlertConfirmationMail({ label: "New meetings in Springfield", link });
    expect(mail.subject).toBe(CONFIRM_MAIL_SUBJECT);
    expect(mail.text).toBe(
      `Someone (we hope you) asked CivicLens to email this address about:\n\n  New meetings in Springfield\n\nConfirm it here:\n${link}\n\nIf it was not you, ignore this mail: nothing more is sent.`,
    );
    expect(mail.html).toContain(`<title>${CONFIRM_MAIL_SUBJECT}</title>`);
    expect(mail.html).toContain("New meetings in Springfield");
    expect(mail.html).toContain(anchorTo(link));
    expect(mail.html).toContain("If it was not you, ignore this mail: nothing more is sent.");
  });
});

describe("the instant alert mail", () => {
  it("shows the meeting, the marked line and the moment's link, then the footer's two links", async () => {
    const match = moment();
    const mail = await renderInstantAlertMail({ match, ...links });
    expect(mail.subject).toBe('"bike lanes" in Springfield: Council regular meeting');
    expect(mail.text).toBe(
      [
        '"bike lanes" in Springfield',
        "",
        "Council regular meeting - March 4, 2026",
        "[01:02:05] We need protected *bike* *lanes* on Elm.",
        `Play from 01:02:05: ${match.link}`,
        "",
        "--",
        `${MANAGE_ALERTS}: ${links.manageLink}`,
        `${UNSUBSCRIBE_FROM_ALERT}: ${links.unsubscribeLink}`,
      ].join("\n"),
    );
    expect(mail.html).toContain("<mark>bike</mark> <mark>lanes</mark>");
    expect(mail.html).toContain("March 4, 2026");
    expect(mail.html).toContain(anchorTo(match.link));
    expect(mail.html).toContain(`>Play from 01:02:05</a>`);
    expect(mail.html).toContain(anchorTo(links.manageLink));
    expect(mail.html).toContain(anchorTo(links.unsubscribeLink));
  });

  it("links a published story", async () => {
    const match = moment({
      kind: "story",
      line: null,
      startSeconds: null,
      meetingDate: null,
      link: "https://civiclens.example/city/springfield/meeting-story/m1",
    });
    const mail = await renderInstantAlertMail({ match, ...links });
    expect(mail.text).toContain(`Council regular meeting\n${READ_STORY}: ${match.link}\n`);
    expect(mail.html).toContain(anchorTo(match.link));
    expect(mail.html).toContain(`>${READ_STORY}</a>`);
  });

  it("escapes a headline and a line with markup in HTML, and keeps them readable in text", async () => {
    const match = moment({
      meetingTitle: `Budget <script>alert("x")</script> & Parks`,
      line: "Fees & <b>fines</b> for <mark>bike</mark> <script>lanes</script>",
    });
    const mail = await renderInstantAlertMail({ match, ...links });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain("Budget &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Parks");
    expect(mail.html).toContain("Fees &amp; &lt;b&gt;fines&lt;/b&gt; for <mark>bike</mark> &lt;script&gt;");
    expect(mail.subject).toBe(`"bike lanes" in Springfield: Budget <script>alert("x")</script> & Parks`);
    expect(mail.text).toContain(`Budget <script>alert("x")</script> & Parks - March 4, 2026`);
    expect(mail.text).toContain("[01:02:05] Fees & <b>fines</b> for *bike* <script>lanes</script>");
  });
});

describe("the digest mail", () => {
  it("groups the matches by city, then meeting, counts the rest, and ends with the footer", async () => {
    const first = moment();
    const story = moment({
      alertLabel: "New meetings in Springfield",
      kind: "story",
      meetingTitle: "Planning session",
      meetingDate: null,
      line: null,
      link: "https://civiclens.example/city/springfield/meeting-story/m2",
    });
    const second = moment({ startSeconds: 65, link: "https://civiclens.example/m1?t=65" });
    const elsewhere = moment({
      cityName: "Shelbyville",
      meetingTitle: "Stormwater workshop",
      line: "The <mark>stormwater</mark> fee.",
      startSeconds: 12,
      link: "https://civiclens.example/m3?t=12",
    });
    const mail = await renderAlertDigestMail({
      frequency: "daily",
      matches: [first, story, elsewhere, second],
      total: 7,
      ...links,
    });
    expect(mail.subject).toBe("Your daily CivicLens digest: 7 matches");
    expect(mail.text).toBe(
      [
        "== Springfield ==",
        "",
        '"bike lanes" in Springfield',
        "Council regular meeting - March 4, 2026",
        "[01:02:05] We need protected *bike* *lanes* on Elm.",
        `Play from 01:02:05: ${first.link}`,
        "",
        '"bike lanes" in Springfield',
        "Council regular meeting - March 4, 2026",
        "[00:01:05] We need protected *bike* *lanes* on Elm.",
        `Play from 00:01:05: ${second.link}`,
        "",
        "New meetings in Springfield",
        "Planning session",
        `${READ_STORY}: ${story.link}`,
        "",
        "== Shelbyville ==",
        "",
        '"bike lanes" in Springfield',
        "Stormwater workshop - March 4, 2026",
        "[00:00:12] The *stormwater* fee.",
        `Play from 00:00:12: ${elsewhere.link}`,
        "",
        MORE_MATCHES(3),
        "",
        "--",
        `${MANAGE_ALERTS}: ${links.manageLink}`,
        `${UNSUBSCRIBE_FROM_ALERT}: ${links.unsubscribeLink}`,
      ].join("\n"),
    );
    expect(mail.html).toMatch(/<h2[^>]*>Springfield<\/h2>[\s\S]*<h2[^>]*>Shelbyville<\/h2>/);
    expect(mail.html).toContain("The <mark>stormwater</mark> fee.");
    expect(mail.html).toContain(MORE_MATCHES(3));
    for (const link of [first.link, second.link, story.link, elsewhere.link, links.manageLink])
      expect(mail.html).toContain(anchorTo(link));
  });

  it("says match for one, and nothing about more when all are shown", async () => {
    const mail = await renderAlertDigestMail({
      frequency: "weekly",
      matches: [moment()],
      total: 1,
      ...links,
    });
    expect(mail.subject).toBe("Your weekly CivicLens digest: 1 match");
    expect(mail.text).not.toContain("more on the site");
    expect(mail.text).toMatch(/on Elm\.\nPlay from 01:02:05: \S+\n\n--\n/);
  });
});
