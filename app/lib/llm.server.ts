// A small client for any OpenAI-compatible chat endpoint (OpenAI, vLLM, Ollama, llama.cpp server) asking for
// JSON-schema output. It reports what failed and whether a retry could help; callers decide what to do.
import { env } from "./env.server";
import { isTransientFetchError, safeFetch } from "./safe-fetch.server";

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

export type ChatJsonRequest = {
  messages: ChatMessage[];
  schemaName: string;
  /** A JSON Schema in OpenAI's strict subset (every property required, no additional properties): structuredOutput's. */
  schema: Record<string, unknown>;
  maxTokens?: number;
};

export type ChatJsonAnswer = { content: string; finishReason: string | null };

/** A failed chat call; `transient` is true for timeouts, unreachable hosts, 429 and 5xx answers. */
export class LlmError extends Error {
  override name = "LlmError";
  constructor(
    message: string,
    readonly transient: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Model answers can be long; this keeps one from filling memory. */
const MAX_RESPONSE_BYTES = 4 * 1024 * 1024;

export function isLlmConfigured(): boolean {
  return Boolean(env().LLM_BASE_URL);
}

type ChatCompletion = {
  choices?: {
    message?: { content?: string | null; refusal?: string | null };
    finish_reason?: string | null;
  }[];
};

export async function chatJson(request: ChatJsonRequest): Promise<ChatJsonAnswer> {
  const settings = env();
  if (!settings.LLM_BASE_URL) throw new LlmError("No chat model is configured (LLM_BASE_URL).", false);
  const url = `${settings.LLM_BASE_URL.replace(/\/+$/, "")}/chat/completions`;
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (settings.LLM_API_KEY) headers.authorization = `Bearer ${settings.LLM_API_KEY}`;
  let response: Awaited<ReturnType<typeof safeFetch>>;
  try {
    // The operator chose this endpoint: a local model on loopback or a private network is fine.
    response = await safeFetch(url, {
      destination: "operator",
      method: "POST",
      headers,
      body: JSON.stringify({
        model: settings.LLM_MODEL,
        messages: request.messages,
        temperature: 0,
        ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
        response_format: {
          type: "json_schema",
          json_schema: { name: request.schemaName, strict: true, schema: request.schema },
        },
      }),
      timeoutMs: settings.LLM_TIMEOUT_SECONDS * 1000,
      maxBytes: MAX_RESPONSE_BYTES,
      maxRedirects: 0,
    });
  } catch (error) {
    // A refused address or redirect is a configuration fault; a timeout or a dropped connection may pass.
    const message = error instanceof Error ? error.message : String(error);
    throw new LlmError(`The chat model could not be reached: ${message}`, isTransientFetchError(error));
  }
  if (!response.ok) {
    const transient = response.status === 429 || response.status >= 500;
    const detail = response.text().slice(0, 300).replace(/\s+/g, " ").trim();
    throw new LlmError(
      `The chat model answered ${response.status}${detail ? `: ${detail}` : ""}`,
      transient,
      response.status,
    );
  }
  let completion: ChatCompletion;
  try {
    completion = response.json<ChatCompletion>();
  } catch {
    throw new LlmError("The chat model's answer was not valid JSON.", false);
  }
  const choice = completion.choices?.[0];
  const finishReason = choice?.finish_reason ?? null;
  if (finishReason === "length") {
    throw new LlmError(
      "The chat model's answer was cut off at its length limit (finish_reason=length).",
      false,
    );
  }
  if (choice?.message?.refusal)
    throw new LlmError(`The chat model refused: ${choice.message.refusal}`, false);
  const content = choice?.message?.content;
  if (typeof content !== "string" || !content.trim()) {
    throw new LlmError("The chat model's answer had no content.", false);
  }
  return { content, finishReason };
}
