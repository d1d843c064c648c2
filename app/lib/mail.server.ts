// Outgoing mail: SMTP through nodemailer when SMTP_URL is set; otherwise each message is written to
// DATA_DIR/outbox as JSON and announced in the log (without its body, which may hold a sign-in code).
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { BlockList, isIPv4, isIPv6 } from "node:net";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { type Env, env } from "./env.server";
import { logger } from "./logger.server";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post); kept in the outbox too. */
  headers?: Record<string, string>;
};
export type OutboxMessage = MailMessage & { id: string; from: string; sentAt: string };

export function outboxDirectory(): string {
  return path.resolve(env().DATA_DIR, "outbox");
}

/** One connection pool per SMTP address: a process whose SMTP_URL changes (a test runner's) gets a new one. */
let transport: { url: string; transporter: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) };
  return transport.transporter;
}

export async function sendMail(message: MailMessage): Promise<void> {
  const config = env();
  if (config.SMTP_URL) {
    // A real Date header, set here rather than left to the relay, so every message carries one.
    await smtpTransport(config.SMTP_URL).sendMail({ from: config.MAIL_FROM, date: new Date(), ...message });
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

/**
 * Whether a send failed for good: the receiving server answered with a permanent (5xx) SMTP code, such as "no such
 * mailbox". A timeout or a 4xx is passing and says nothing about the address.
 */
export function isHardMailFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
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

type OutboxConfig = Pick<Env, "HOST" | "PUBLIC_URL" | "SMTP_URL" | "TRUST_PROXY">;

/** Headers a reverse proxy adds (lower-case, as Node gives them). */
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip"];

/**
 * Whether this server has an outbox page at all: no mail is sent, it listens on loopback alone, and it has no
 * public address and no proxy in front (a proxy on this machine would make every visitor look local).
 */
export function outboxPageListening(config: OutboxConfig): boolean {
  return (
    !config.SMTP_URL &&
    isLoopbackHost(config.HOST) &&
    isLoopbackHost(new URL(config.PUBLIC_URL).hostname) &&
    config.TRUST_PROXY === 0
  );
}

/**
 * The outbox page is for the person running CivicLens on their own machine, never for anyone else (DESIGN.md
 * decision 8). Besides `outboxPageListening`, the request must come from this machine: its socket peer (never an
 * address a header claims) is loopback, and it carries no forwarding header, which a proxy here would add.
 */
export function outboxPageEnabled(
  config: OutboxConfig,
  request: { peerAddress: string | undefined; headers: Record<string, string | string[] | undefined> },
): boolean {
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  return outboxPageListening(config) && !forwarded && isLoopbackAddress(request.peerAddress);
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** 127.0.0.0/8 or ::1, also written as an IPv4-mapped IPv6 address (::ffff:127.0.0.1) or in brackets. */
function isLoopbackAddress(address: string | undefined): boolean {
  const bare = address?.replace(/^\[(.*)\]$/, "$1") ?? "";
  const ipv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1] ?? bare;
  if (isIPv4(ipv4)) return LOOPBACK.check(ipv4, "ipv4");
  return isIPv6(bare) && LOOPBACK.check(bare, "ipv6");
}

/** A listen address or host name that reaches this machine alone (0.0.0.0, :: and LAN addresses do not). */
function isLoopbackHost(host: string): boolean {
  return host.toLowerCase() === "localhost" || isLoopbackAddress(host);
}
