// Words of the Privacy Policy page (spec 000 section 2, "About, Privacy, Contact").
export const PRIVACY_META_TITLE = "Privacy Policy | CivicLens";
export const PRIVACY_META_DESCRIPTION =
  "What CivicLens collects, what it never collects, how long technical logs are kept and how analytics work.";
export const PRIVACY_TITLE = "Privacy Policy";
/** The date this policy last changed, as an ISO date; shown as "Last updated". */
export const PRIVACY_LAST_UPDATED = "2026-11-22";
export const PRIVACY_LAST_UPDATED_LABEL = "Last updated:";
export const PRIVACY_LEAD =
  "CivicLens exists to make public meetings easier to follow. We collect as little about you as we can to do that, and we never sell what we have.";

export const PRINCIPLES_HEADING = "Our principles";
export const PRINCIPLES = [
  {
    title: "Collect the minimum",
    body: "We only ask for what a feature needs to work, and reading the site needs nothing at all.",
  },
  {
    title: "No selling, no ads",
    body: "We do not sell, rent or trade personal information, and we show no third-party advertising.",
  },
  {
    title: "No tracking cookies",
    body: "We set no advertising or tracking cookies. A cookie is used only to keep you signed in.",
  },
  {
    title: "You stay in control",
    body: "You can ask us to show, correct or delete what we hold about you at any time.",
  },
] as const;

export const COLLECTED_HEADING = "What we collect";
export const COLLECTED = [
  "Your email address and password (stored only as a secure hash) when you create an account.",
  "Your username and home city, if you choose to set them on your profile.",
  "Your email, city and state when you request coverage for a new city, so we can tell you when it is added.",
  "What you write in the contact form: your email, your phone number if you give one, the topic and your message.",
  "Business details that owners submit for a directory listing, and the payment status of paid listings.",
  "Technical logs (the page requested, the time and any error) that keep the service running; they are kept for about 30 days and then deleted.",
] as const;

export const NOT_COLLECTED_HEADING = "What we do not collect";
export const NOT_COLLECTED = [
  "We do not build advertising profiles or track you across other websites.",
  "We do not record what you search for against your name.",
  "We do not collect your precise location; your city is only what you choose.",
  "We do not store card numbers: payments for listings are handled by the payment provider.",
  "We do not ask for your real name, address or date of birth.",
] as const;

export const ANALYTICS_HEADING = "Analytics";
export const ANALYTICS_BODY = [
  "When the operator of this site configures a privacy-friendly analytics endpoint (Plausible-compatible), page views and a few key events (search, city request, contact and sign-up) are counted without cookies or personal data: only the page path is sent, never your IP address, your search words or your email.",
  "When no analytics endpoint is configured, nothing is sent and no analytics script loads.",
] as const;

export const FAQ_HEADING = "Frequently asked questions";
export const FAQ_ITEMS = [
  {
    question: "Do I need an account to use CivicLens?",
    answer:
      "No. Cities, meetings, transcripts, stories, search and the business directory are open to everyone. An account only adds a profile and a home city.",
  },
  {
    question: "Where do the meeting videos come from?",
    answer:
      "From the public channels and feeds that cities, school districts and other public bodies already publish. We do not record meetings ourselves.",
  },
  {
    question: "Is the information in meeting recordings personal data?",
    answer:
      "Public meetings are public records. Speakers at a meeting may be named in the transcript just as they are in the official recording and minutes.",
  },
  {
    question: "Can I have something removed from a transcript or story?",
    answer:
      "If a transcript or story contains an error or something that should not be published, contact us through the contact page and we will review it promptly.",
  },
  {
    question: "What happens to my city coverage request?",
    answer:
      "We store your state, city name and email so we can weigh demand and email you once when your city is added. We use it for nothing else.",
  },
  {
    question: "What happens to messages I send through the contact form?",
    answer:
      "They are read by our team to answer you. We keep them only as long as needed to deal with your request.",
  },
  {
    question: "Do you use cookies?",
    answer:
      "Only one, to keep you signed in when you have an account. There are no advertising, tracking or analytics cookies.",
  },
  {
    question: "How long do you keep technical logs?",
    answer: "Technical logs are kept for up to about 30 days to investigate errors and abuse, then deleted.",
  },
  {
    question: "Do you share my information with anyone?",
    answer:
      "We do not sell or share it. We rely on a few service providers, such as hosting, email delivery and payment processing, only to run the service.",
  },
  {
    question: "How can I see, correct or delete my data?",
    answer:
      "You can change your profile at any time, and you can ask us through the contact page to export or delete everything linked to your email.",
  },
] as const;

export const PRIVACY_CONTACT_PROMPT = "Questions about this policy?";
export const PRIVACY_CONTACT_LINK = "Contact us";
