// Renders one mail from its React Email component (issue #32): the HTML part, and the plain-text part made from that
// HTML, so the two always carry the same words and links.
import { render } from "@react-email/render";
import type { ReactNode } from "react";
import { MailLayout } from "./mail-layout";
import { mailText } from "./mail-text.server";

export type RenderedMail = { subject: string; html: string; text: string };

/** `body` is the mail's own component; the subject is also the HTML document's title. */
export async function renderMail(subject: string, body: ReactNode): Promise<RenderedMail> {
  const html = await render(<MailLayout title={subject}>{body}</MailLayout>);
  return { subject, html, text: mailText(html) };
}
