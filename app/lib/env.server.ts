// The one place configuration is read: parsed once by zod, with defaults that let `npm start` run on a bare machine.
import { isIP } from "node:net";
import { z } from "zod";
import {
  MIN_SESSION_SECRET_LENGTH,
  readOrCreateSessionSecret,
  SessionSecretError,
} from "./session-secret.server";

/** An unset or blank variable means "not configured". */
const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

const optionalUrl = z
  .string()
  .optional()
  .transform(blankToUndefined)
  .pipe(z.url({ message: "must be a URL" }).optional());

const optionalText = z.string().optional().transform(blankToUndefined);

const booleanFlag = (fallback: boolean) =>
  z
    .enum(["0", "1", "true", "false", "yes", "no", ""], { message: "must be 1 or 0 (true or false)" })
    .optional()
    .transform((value) =>
      value === undefined || value === "" ? fallback : ["1", "true", "yes"].includes(value),
    );

/** Express's names for address ranges, accepted beside addresses and subnets. */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry) || isIP(entry) !== 0) return true;
  const [address = "", prefix = "", ...rest] = entry.split("/");
  const version = isIP(address);
  return (
    rest.length === 0 &&
    version !== 0 &&
    /^\d{1,3}$/.test(prefix) &&
    Number(prefix) <= (version === 4 ? 32 : 128)
  );
}

/**
 * Whose X-Forwarded-For entries Express believes: 0 (nobody), a hop count, or the proxies' addresses. Never
 * "everyone" (`true`): then a client's own forged entry would become its address and escape every rate limit.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context) => {
    const text = value?.trim() ?? "";
    if (text === "") return 0;
    if (/^\d+$/.test(text) && Number.isSafeInteger(Number(text))) return Number(text);
    const entries = text.split(",").map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    context.addIssue({
      code: "custom",
      message: `must be a hop count (1, 2, ...) or proxy addresses, not "${text}"`,
    });
    return z.NEVER;
  });

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce
      .number({ message: "must be a number" })
      .int({ message: "must be a whole number" })
      .min(1, { message: "must be between 1 and 65535" })
      .max(65535, { message: "must be between 1 and 65535" })
      .default(3000),
    /** Loopback by default: a server reached from the network is opened on purpose (HOST=0.0.0.0). */
    HOST: z.string().trim().min(1).default("127.0.0.1"),
    DATA_DIR: z.string().trim().min(1, { message: "must not be empty" }).default("./data"),
    DATABASE_URL: optionalUrl.refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
      message: "must start with postgres:// or postgresql://",
    }),
    PUBLIC_URL: optionalUrl,
    /** Unset: parseEnv reads (or first makes) a random one kept in DATA_DIR. */
    SESSION_SECRET: optionalText.pipe(
      z
        .string()
        .min(MIN_SESSION_SECRET_LENGTH, {
          message: `must be at least ${MIN_SESSION_SECRET_LENGTH} characters`,
        })
        .optional(),
    ),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    RUN_WORKER: booleanFlag(true),
    /** Memory for the cache of anonymous pages (ADR 0037), in megabytes; 0 keeps none (HTTP caching stays). */
    PAGE_CACHE_MB: z.coerce
      .number({ message: "must be a number of megabytes" })
      .min(0, { message: "must be 0 or more" })
      .max(4096, { message: "must be at most 4096" })
      .default(64),
    /** How often every Live city's sources are listed for new meetings; 0 turns the schedule off. */
    PIPELINE_REFRESH_MINUTES: z.coerce
      .number({ message: "must be a number of minutes" })
      .int({ message: "must be a whole number of minutes" })
      .refine((minutes) => minutes === 0 || (minutes >= 5 && minutes <= 1440), {
        message: "must be 0 (off) or between 5 and 1440 minutes",
      })
      .default(60),
    TRUST_PROXY: trustProxy,
    DEMO_SEED: booleanFlag(true),
    /** Every engine-written story waits as a draft for an editor's Publish, not only one that breaks a rule. */
    STORIES_REQUIRE_REVIEW: booleanFlag(false),
    /**
     * The moment the demo's dates count back from ("the meeting four days ago"); unset: the first start. Browser
     * tests set it so they rebuild the same meetings even when a run crosses midnight.
     */
    DEMO_SEED_NOW: optionalText.pipe(
      z.iso.datetime({ offset: true, message: "must be an ISO date and time" }).optional(),
    ),
    SMTP_URL: optionalUrl.refine((value) => value === undefined || /^smtps?:\/\//.test(value), {
      message: "must start with smtp:// or smtps://",
    }),
    MAIL_FROM: z.string().trim().default("CivicLens <no-reply@civiclens.local>"),
    /** The local hour (0-23, in each subscriber's own time zone) daily and weekly alert digests go out at. */
    ALERT_DIGEST_HOUR: z.coerce
      .number({ message: "must be an hour from 0 to 23" })
      .int({ message: "must be an hour from 0 to 23" })
      .min(0, { message: "must be an hour from 0 to 23" })
      .max(23, { message: "must be an hour from 0 to 23" })
      .default(8),
    /** Public read API and MCP (issue #18): requests per minute per address without a key, and per API key. */
    API_RATE_LIMIT_PER_MINUTE: z.coerce
      .number({ message: "must be a number of requests" })
      .int({ message: "must be a whole number of requests" })
      .min(1, { message: "must be at least 1" })
      .default(120),
    API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce
      .number({ message: "must be a number of requests" })
      .int({ message: "must be a whole number of requests" })
      .min(1, { message: "must be at least 1" })
      .default(1200),
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().trim().default("us-east-1"),
    S3_BUCKET: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_PUBLIC_URL: optionalUrl,
    /** Bucket in the path (MinIO and most self-hosted stores) rather than in the host name (AWS's default). */
    S3_FORCE_PATH_STYLE: booleanFlag(false),
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: optionalText,
    LLM_MODEL: z.string().trim().default("gpt-4o-mini"),
    ASR_BASE_URL: optionalUrl,
    ASR_API_KEY: optionalText,
    ASR_MODEL: z.string().trim().default("whisper-1"),
    YOUTUBE_API_KEY: optionalText,
    // --- Sources (issue #5): where YouTube is reached; tests point these at loopback fakes. ---
    YOUTUBE_API_BASE_URL: optionalUrl.transform((value) => value ?? "https://www.googleapis.com/youtube/v3"),
    YOUTUBE_FEED_BASE_URL: optionalUrl.transform((value) => value ?? "https://www.youtube.com"),
    // --- end Sources ---
    // --- Transcripts (issue #5): the caption watch page (a fake in tests) and speech-to-text limits. ---
    YOUTUBE_WATCH_BASE_URL: optionalUrl.transform((value) => value ?? "https://www.youtube.com"),
    ASR_MAX_MEDIA_MB: z.coerce.number({ message: "must be a number" }).int().min(1).max(4096).default(500),
    ASR_CHUNK_SECONDS: z.coerce.number({ message: "must be a number" }).int().min(10).max(3600).default(600),
    // --- end Transcripts ---
    // --- Analysis (issue #5): how long one call to the chat model may take. ---
    /**
     * The model's context window in tokens: a transcript that fits is read in one call; a longer one is read in
     * windows and the parts combined (map-reduce). Local servers often run 8k-32k; hosted models 128k or more.
     */
    LLM_CONTEXT_TOKENS: z.coerce
      .number({ message: "must be a number of tokens" })
      .int()
      .min(4096)
      .max(2_000_000)
      .default(32_768),
    LLM_TIMEOUT_SECONDS: z.coerce.number({ message: "must be a number" }).int().min(5).max(1800).default(120),
    // --- end Analysis ---
    /**
     * Admits loopback and private addresses to fetches of admin- or feed-supplied URLs (the SSRF guard): for tests
     * and local fakes only. Operator endpoints (LLM_BASE_URL, ASR_BASE_URL) reach private addresses without it.
     */
    FETCH_ALLOW_PRIVATE_NETWORKS: booleanFlag(false),
    /** The bearer token GET /metrics asks for; unset, the endpoint answers 404. */
    METRICS_TOKEN: optionalText.pipe(
      z.string().min(16, { message: "must be at least 16 characters" }).optional(),
    ),
    /** A Sentry DSN (Sentry, GlitchTip or any server speaking its envelope API): server errors are sent there too. */
    ERROR_REPORTING_DSN: optionalUrl,
    ANALYTICS_URL: optionalUrl,
    ANALYTICS_DOMAIN: optionalText,
    /** Stripe (issue #20): without the secret key the plan buttons say "Contact us". */
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** Stripe price ids of the monthly plans; unset, Checkout is given the spec's prices inline. */
    STRIPE_PRICE_STANDARD: optionalText,
    STRIPE_PRICE_PREMIUM: optionalText,
    /** Another Stripe API address (a loopback fake in tests, stripe-mock locally); unset, api.stripe.com. */
    STRIPE_API_BASE: optionalUrl,
  })
  .superRefine((env, context) => {
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      context.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: "needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as well",
      });
    }
  })
  .transform((env) => ({ ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` }));

export type Env = Omit<z.infer<typeof envSchema>, "SESSION_SECRET"> & { SESSION_SECRET: string };

export class EnvError extends Error {
  override name = "EnvError";
}

/**
 * Parses the given variables; the error message is one line naming the first bad variable and why. Without
 * SESSION_SECRET, the secret kept in DATA_DIR is read, or made on the first start.
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join(".") || "environment";
    const message = issue?.message ?? "is invalid";
    const received = source[name];
    const shown =
      received === undefined ||
      /SECRET|KEY|PASSWORD|URL/.test(name) ||
      message.includes(`"${received.trim()}"`)
        ? ""
        : ` (got "${received}")`;
    throw new EnvError(`Invalid configuration: ${name} ${message}${shown}`);
  }
  const parsed = result.data;
  try {
    return { ...parsed, SESSION_SECRET: parsed.SESSION_SECRET ?? readOrCreateSessionSecret(parsed.DATA_DIR) };
  } catch (error) {
    if (error instanceof SessionSecretError) throw new EnvError(`Invalid configuration: ${error.message}`);
    throw error;
  }
}

let cachedEnv: Env | undefined;

/** The process's configuration, parsed on first use. */
export function env(): Env {
  cachedEnv ??= parseEnv(process.env);
  return cachedEnv;
}

/**
 * Parse the environment again on next use. Only the test runner needs it: it runs many test files in one process,
 * and a file that sets its own variables must not leave them in the next file's configuration.
 */
export function forgetEnv(): void {
  cachedEnv = undefined;
}
