// How long a toast stays (spec 000 section 9), in a module of its own so a page's island script reads it without
// bringing React along (ADR 0049).
export const TOAST_DURATION_MS = 5000;
