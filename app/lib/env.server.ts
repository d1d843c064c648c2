// The one place configuration is read: parsed once by zod, with defaults that let `npm start` run on a bare machine.
import { z } from "zod";

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

function isLocalUrl(url: string): boolean {
  return ["localhost", "127.0.0.1", "[::1]"].includes(new URL(url).hostname);
}

const DEVELOPMENT_SESSION_SECRET = "civiclens-development-secret-change-me";

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce
      .number({ message: "must be a number" })
      .int({ message: "must be a whole number" })
      .min(1, { message: "must be between 1 and 65535" })
      .max(65535, { message: "must be between 1 and 65535" })
      .default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().trim().min(1, { message: "must not be empty" }).default("./data"),
    DATABASE_URL: optionalUrl.refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
      message: "must start with postgres:// or postgresql://",
    }),
    PUBLIC_URL: optionalUrl,
    SESSION_SECRET: z
      .string()
      .min(32, { message: "must be at least 32 characters" })
      .default(DEVELOPMENT_SESSION_SECRET),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    RUN_WORKER: booleanFlag(true),
    /** How often every Live city's sources are listed for new meetings; 0 turns the schedule off. */
    PIPELINE_REFRESH_MINUTES: z.coerce
      .number({ message: "must be a number of minutes" })
      .int({ message: "must be a whole number of minutes" })
      .refine((minutes) => minutes === 0 || (minutes >= 5 && minutes <= 1440), {
        message: "must be 0 (off) or between 5 and 1440 minutes",
      })
      .default(60),
    TRUST_PROXY: booleanFlag(false),
    DEMO_SEED: booleanFlag(true),
    SMTP_URL: optionalUrl.refine((value) => value === undefined || /^smtps?:\/\//.test(value), {
      message: "must start with smtp:// or smtps://",
    }),
    MAIL_FROM: z.string().trim().default("CivicLens <no-reply@civiclens.local>"),
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
    LLM_TIMEOUT_SECONDS: z.coerce.number({ message: "must be a number" }).int().min(5).max(1800).default(120),
    // --- end Analysis ---
    /**
     * Admits loopback and private addresses to fetches of admin- or feed-supplied URLs (the SSRF guard): for tests
     * and local fakes only. Operator endpoints (LLM_BASE_URL, ASR_BASE_URL) reach private addresses without it.
     */
    FETCH_ALLOW_PRIVATE_NETWORKS: booleanFlag(false),
    ANALYTICS_URL: optionalUrl,
    ANALYTICS_DOMAIN: optionalText,
    STRIPE_SECRET_KEY: optionalText.refine((value) => value === undefined || /^(sk|rk)_/.test(value), {
      message: "must be a Stripe secret key (sk_... or rk_...)",
    }),
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
  })
  .superRefine((env, context) => {
    // A public deployment must bring its own secret; a laptop run on localhost may use the development one.
    if (env.SESSION_SECRET === DEVELOPMENT_SESSION_SECRET && env.PUBLIC_URL && !isLocalUrl(env.PUBLIC_URL)) {
      context.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "must be set to a private random value of 32+ characters when PUBLIC_URL is not localhost",
      });
    }
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      context.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: "needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as well",
      });
    }
  })
  .transform((env) => ({ ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses the given variables; the error message is one line naming the first bad variable and why. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue?.path.join(".") || "environment";
  const received = source[name];
  const shown = received === undefined || /SECRET|KEY|PASSWORD|URL/.test(name) ? "" : ` (got "${received}")`;
  throw new EnvError(`Invalid configuration: ${name} ${issue?.message ?? "is invalid"}${shown}`);
}

let cachedEnv: Env | undefined;

/** The process's configuration, parsed on first use. */
export function env(): Env {
  cachedEnv ??= parseEnv(process.env);
  return cachedEnv;
}
