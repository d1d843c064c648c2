// Words of the Request City Coverage dialog (spec 000 sections 2, 4 and 8), quoted by the screen and its tests.
export const REQUEST_DIALOG_TITLE = "Request City Coverage";
export const REQUEST_DIALOG_DESCRIPTION =
  "Don't see your city yet? Tell us where you live and we'll let you know when we cover it.";
export const REQUEST_STATE_LABEL = "State";
export const REQUEST_STATE_PLACEHOLDER = "Select a state";
export const REQUEST_CITY_NAME_LABEL = "City name";
export const REQUEST_EMAIL_LABEL = "Email";
export const REQUEST_SUBMIT = "Notify";
export const REQUEST_SUBMITTING = "Submitting...";

export const REQUEST_SUCCESS_TITLE = "Request Received!";
export const REQUEST_SUCCESS_DESCRIPTION =
  "We've received your request. We'll notify you when we add coverage for your city.";
export const REQUEST_FAILURE_TITLE = "Error";
export const REQUEST_FAILURE_DESCRIPTION = "There was an error submitting your request. Please try again.";

// Server-side validation messages: what a person needs to fix.
export const REQUEST_STATE_INVALID = "Please choose one of the 50 US states.";
export const REQUEST_CITY_NAME_REQUIRED = "Please enter the name of your city.";
export const REQUEST_CITY_NAME_TOO_LONG = "The city name must be at most 100 characters.";
export const REQUEST_EMAIL_INVALID = "Please enter a valid email address.";
export const REQUEST_EMAIL_TOO_LONG = "The email address must be at most 254 characters.";
