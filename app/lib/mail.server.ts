// Outgoing mail: SMTP through nodemailer when SMTP_URL is set; otherwise each message is written to
// DATA_DIR/outbox as JSON and announced in the log (without its body, which may hold a sign-in code).
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "./env.server";
import { logger } from "./logger.server";
import { getSingleton, setSingleton } from "./singleton.server";

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type OutboxMessage = MailMessage & { id: string; from: string; sentAt: string };

export function outboxDirectory(): string {
  return path.resolve(env().DATA_DIR, "outbox");
}

function smtpTransport(url: string): Transporter {
  const existing = getSingleton<Transporter>("smtp");
  if (existing) return existing;
  const transport = nodemailer.createTransport(url);
  setSingleton("smtp", transport);
  return transport;
}

export async function sendMail(message: MailMessage): Promise<void> {
  const config = env();
  if (config.SMTP_URL) {
    await smtpTransport(config.SMTP_URL).sendMail({ from: config.MAIL_FROM, ...message });
    logger.info({ to: message.to, subject: message.subject }, "mail sent");
    return;
  }
  const stored: OutboxMessage = {
    id: randomUUID(),
    from: config.MAIL_FROM,
    sentAt: new Date().toISOString(),
    ...message,
  };
  await mkdir(outboxDirectory(), { recursive: true });
  const file = path.join(outboxDirectory(), `${stored.sentAt.replace(/[:.]/g, "-")}-${stored.id}.json`);
  await writeFile(file, JSON.stringify(stored, null, 2));
  logger.info(
    { to: message.to, subject: message.subject, file },
    "mail written to the outbox (SMTP_URL is not set)",
  );
}

/** The outbox, newest first, for the local development page. */
export async function listOutbox(options: { limit?: number } = {}): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(outboxDirectory());
  } catch {
    return [];
  }
  const newest = names
    .filter((name) => name.endsWith(".json"))
    .sort()
    .reverse()
    .slice(0, options.limit ?? 50);
  return Promise.all(
    newest.map(async (name) => JSON.parse(await readFile(path.join(outboxDirectory(), name), "utf8"))),
  );
}

/** The outbox page is for people running CivicLens on their own machine, never for a public site. */
export function outboxPageEnabled(): boolean {
  const config = env();
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(new URL(config.PUBLIC_URL).hostname);
  return !config.SMTP_URL && (config.NODE_ENV !== "production" || local);
}
