// Constants of the contact area (spec 000 sections 5 and 9: six topics).
export const CONTACT_TOPICS = [
  "General Inquiry",
  "Technical Support",
  "Business Partnership",
  "Media Inquiry",
  "Feedback",
  "Other",
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** The longest address SMTP can deliver to. */
export const CONTACT_EMAIL_MAX_CHARS = 254;
export const CONTACT_PHONE_MAX_CHARS = 40;
export const CONTACT_MESSAGE_MAX_CHARS = 5000;
