// Values the home page's browser code reads; zod-free, so reading one does not ship the schema's validator (ADR 0038).

/** The picker's value for "my city is not listed": opens the Request City Coverage form. */
export const OTHER_CITY_VALUE = "other";

/** The Request City Coverage dialog, which the home page's island script opens without the app (ADR 0049). */
export const REQUEST_DIALOG_ID = "request-coverage-dialog";
