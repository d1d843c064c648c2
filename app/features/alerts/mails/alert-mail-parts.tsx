// What the instant alert and the digest mails share (issue #17): one match as a mail shows it, and the footer with
// the links to manage the alerts and to leave this one.
import { Hr, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { LineBreakInText } from "~/components/mail/line-break-in-text";
import { MailLink } from "~/components/mail/mail-link";
import { formatTimestamp } from "~/lib/transcript-format";
import { MANAGE_ALERTS, PLAY_FROM, READ_STORY, UNSUBSCRIBE_FROM_ALERT } from "../alerts.copy";

/** One match as a mail shows it. */
export type MailMatch = {
  alertLabel: string;
  cityName: string;
  meetingTitle: string;
  meetingDate: Date | null;
  kind: "moment" | "story";
  /** The line with <mark> around the words; NOT escaped (MarkedLine keeps the marks, React escapes the rest). */
  line: string | null;
  startSeconds: number | null;
  /** Absolute: the meeting opened at the second, or the story. */
  link: string;
};

const MUTED = { color: "#475569" };

/** Made once: a formatter per call costs more than the rest of a digest (issue #17's 100,000-subscriber budget). */
const MEETING_DATE = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/**
 * The line with its matched words in <mark> elements and everything else as text, which React escapes: what a
 * speaker said can never become markup. The text part shows the marked words *like this*.
 */
export function MarkedLine({ line }: { line: string }) {
  const pieces: ReactNode[] = [];
  let marked = false;
  line.split(/(<\/?mark>)/).forEach((piece, index) => {
    if (piece === "<mark>") marked = true;
    else if (piece === "</mark>") marked = false;
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are the line's own order and never move
    else if (piece) pieces.push(marked ? <mark key={index}>{piece}</mark> : piece);
  });
  return <>{pieces}</>;
}

/**
 * The meeting, then the moment's line and a link that plays it (or the story's link). A digest names the alert on
 * the first line, since its matches come from several.
 */
export function MatchLines({ match, alertLabel }: { match: MailMatch; alertLabel?: string }) {
  const clock = formatTimestamp(match.startSeconds ?? 0);
  return (
    <Text>
      {alertLabel ? (
        <>
          <span style={MUTED}>{alertLabel}</span>
          <br />
        </>
      ) : null}
      <strong>{match.meetingTitle}</strong>
      {match.meetingDate ? <span style={MUTED}>{` - ${MEETING_DATE.format(match.meetingDate)}`}</span> : null}
      <br />
      {match.kind === "story" ? (
        <MailLink href={match.link}>{READ_STORY}</MailLink>
      ) : (
        <>
          <span style={MUTED}>{`[${clock}]`}</span> <MarkedLine line={match.line ?? ""} />
          <br />
          <MailLink href={match.link}>{PLAY_FROM(clock)}</MailLink>
        </>
      )}
    </Text>
  );
}

export type AlertMailLinks = { manageLink: string; unsubscribeLink: string };

export function AlertMailFooter({ manageLink, unsubscribeLink }: AlertMailLinks) {
  return (
    <>
      <Hr />
      <div style={{ fontSize: "0.9em" }}>
        <MailLink href={manageLink}>{MANAGE_ALERTS}</MailLink>
        <LineBreakInText> · </LineBreakInText>
        <MailLink href={unsubscribeLink}>{UNSUBSCRIBE_FROM_ALERT}</MailLink>
      </div>
    </>
  );
}
