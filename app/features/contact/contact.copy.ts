// Words of the contact page (spec 000 sections 2, 4, 5 and 8), quoted by the screen and its tests.
export const CONTACT_PAGE_TITLE = "Contact Us";
export const CONTACT_META_TITLE = "Contact | CivicLens";
export const CONTACT_META_DESCRIPTION =
  "Questions, feedback, partnerships or press: send the CivicLens team a message.";
export const CONTACT_INTRO =
  "Have a question about a meeting, a suggestion for the site, or want to bring CivicLens to your community? Send us a message and we'll get back to you.";
export const CONTACT_REQUIRED_NOTE = "Fields marked with * are required.";

export const CONTACT_EMAIL_LABEL = "Email";
export const CONTACT_PHONE_LABEL = "Phone (optional)";
export const CONTACT_TOPIC_LABEL = "Topic";
export const CONTACT_TOPIC_PLACEHOLDER = "Select a topic";
export const CONTACT_MESSAGE_LABEL = "Message";
export const CONTACT_SUBMIT = "Send Message";
export const CONTACT_SUBMITTING = "Sending...";

export const CONTACT_ERROR_TITLE = "Error";
export const CONTACT_MISSING_FIELDS = "Please fill in all required fields.";
export const CONTACT_SUCCESS_TITLE = "Success!";
export const CONTACT_SUCCESS_DESCRIPTION =
  "Your message has been sent successfully. We'll get back to you soon.";
export const CONTACT_FAILURE = "Failed to send your message. Please try again.";

// Server-side validation messages beyond the spec's missing-fields one.
export const CONTACT_EMAIL_INVALID = "Please enter a valid email address.";
export const CONTACT_EMAIL_TOO_LONG = "The email address must be at most 254 characters.";
export const CONTACT_PHONE_TOO_LONG = "The phone number must be at most 40 characters.";
export const CONTACT_TOPIC_INVALID = "Please choose one of the listed topics.";
export const CONTACT_MESSAGE_TOO_LONG = "The message must be at most 5000 characters.";
