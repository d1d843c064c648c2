// The open-data API as a client sees it (issue #18): requests through the real handler, each answer checked
// against the OpenAPI document the API publishes (with ajv), so every response a test receives is one the document
// describes.
import { randomBytes } from "node:crypto";
import { Ajv2020 } from "ajv/dist/2020.js";
import { expect } from "vitest";
import { API_BASE_PATH } from "~/features/open-data/open-data.constants";
import { handleOpenDataRequest } from "~/features/open-data/open-data-api.server";
import { openApiDocument } from "~/features/open-data/openapi.server";
import { env } from "~/lib/env.server";

type Document = {
  paths: Record<
    string,
    { get: { responses: Record<string, { content?: Record<string, { schema: object }> }> } }
  >;
  components: object;
};

let validator: { ajv: Ajv2020; document: Document } | undefined;

function documentValidator() {
  if (!validator) {
    const document = openApiDocument(env().PUBLIC_URL) as unknown as Document;
    const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    ajv.addSchema({ $id: "openapi", components: document.components });
    validator = { ajv, document };
  }
  return validator;
}

/** The documented schema of the answer to `path` with `status`, or undefined for a path no operation has. */
function documentedSchema(path: string, status: number): object | undefined {
  const { document } = documentValidator();
  const relative = path.slice(API_BASE_PATH.length).split("?")[0] ?? "";
  for (const [template, item] of Object.entries(document.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, "[^/]+")}/?$`);
    if (!pattern.test(relative)) continue;
    return item.get.responses[String(status)]?.content?.["application/json"]?.schema;
  }
  return undefined;
}

export type ApiAnswer = { status: number; headers: Headers; body: Record<string, unknown> | null };

/** A fresh address per caller, so one test's requests do not spend another's limit. */
export function testClientAddress(): string {
  return `203.0.113.${randomBytes(1)[0]}-${randomBytes(4).toString("hex")}`;
}

const defaultAddress = testClientAddress();

/**
 * GET (or another method) `path` through the API's handler, as the edge hands it over. A JSON answer is checked
 * against the document: a 2xx against its operation's response schema, any error against the one error shape.
 */
export async function apiRequest(
  path: string,
  options: { headers?: Record<string, string>; method?: string } = {},
): Promise<ApiAnswer> {
  const request = new Request(`http://localhost${path}`, {
    method: options.method ?? "GET",
    headers: { "x-civiclens-client-ip": defaultAddress, ...options.headers },
  });
  const response = await handleOpenDataRequest(request);
  const text = await response.text();
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  if (body && !path.endsWith("/openapi.json")) {
    const { ajv } = documentValidator();
    const ref =
      response.status < 300
        ? documentedSchema(path, response.status)
        : { $ref: "openapi#/components/schemas/Error" };
    expect(ref, `${path} ${response.status} is documented`).toBeDefined();
    const schema = JSON.parse(JSON.stringify(ref).replaceAll('"#/components', '"openapi#/components'));
    const valid = ajv.validate(schema, body);
    expect(valid, `${path} ${response.status}: ${ajv.errorsText(ajv.errors)}`).toBe(true);
  }
  return { status: response.status, headers: response.headers, body };
}

/** Every item of a list, following nextCursor to the end; checks no page repeats an item. */
export async function allPages(path: string, key = "id"): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 200; pages++) {
    const separator = path.includes("?") ? "&" : "?";
    const answer = await apiRequest(cursor ? `${path}${separator}cursor=${cursor}` : path);
    expect(answer.status, path).toBe(200);
    items.push(...((answer.body?.data ?? []) as Record<string, unknown>[]));
    cursor = answer.body?.nextCursor as string | null;
    if (!cursor) break;
  }
  expect(new Set(items.map((item) => JSON.stringify(item[key]))).size).toBe(items.length);
  return items;
}
