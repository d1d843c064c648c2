// Renders one mail from its React Email component (issue #32): the HTML part, and the plain-text part made from that
// HTML, so the two always carry the same words and links. React's synchronous static renderer does it, not React
// Email's `render()`: that one streams and awaits (for Suspense, which no mail uses) and was three times slower,
// which a daily digest of 100,000 subscribers pays 100,000 times (docs/BENCHMARKS.md).
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MailLayout } from "./mail-layout";
import { mailText } from "./mail-text.server";

export type RenderedMail = { subject: string; html: string; text: string };

/** The doctype React Email's own renderer writes, which mail clients expect. */
const MAIL_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** `body` is the mail's own component; the subject is also the HTML document's title. */
export async function renderMail(subject: string, body: ReactNode): Promise<RenderedMail> {
  const html = MAIL_DOCTYPE + renderToStaticMarkup(<MailLayout title={subject}>{body}</MailLayout>);
  return { subject, html, text: mailText(html) };
}
