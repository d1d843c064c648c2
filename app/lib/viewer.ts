// Who is looking at the page, as the shell needs it (read from the session by the accounts service).
export type Viewer = { id: string; email: string; isAdmin: boolean };

/** The avatar shows the first two letters of the email in upper case (spec 000 section 2). */
export function avatarInitials(email: string): string {
  return email.slice(0, 2).toUpperCase();
}
