// The OpenAPI 3.1 document of the public read API, generated from the zod schemas the handlers parse and answer
// with (open-data.schema.ts), so the document and the code cannot drift (issue #18, ADR 0041).
import { z } from "zod";
import { env } from "~/lib/env.server";
import { absoluteUrl } from "~/lib/meeting-paths";
import {
  API_BASE_PATH,
  API_VERSION,
  DEVELOPERS_PATH,
  MAX_PAGE_SIZE,
  MCP_PATH,
  OPENAPI_PATH,
} from "./open-data.constants";
import { DEVELOPERS_COPY } from "./open-data.copy";
import {
  API_ERROR_CODES,
  API_OPERATIONS,
  type ApiOperation,
  apiSchemas,
  errorSchema,
} from "./open-data.schema";

type JsonSchema = Record<string, unknown>;

export type OpenApiParameter = {
  name: string;
  in: "path" | "query";
  required: boolean;
  description?: string;
  schema: JsonSchema;
};

const COMPONENT_REF = "#/components/schemas/";

function componentRef(schema: z.ZodType): JsonSchema {
  const id = apiSchemas.get(schema)?.id;
  if (!id) throw new Error("Every API answer schema is registered with an id.");
  return { $ref: `${COMPONENT_REF}${id}` };
}

/** One parameter per field of a path or query schema, described from the field's own zod schema. */
export function parametersOf(schema: z.ZodObject | undefined, where: "path" | "query"): OpenApiParameter[] {
  if (!schema) return [];
  return Object.entries(schema.shape).map(([name, field]) => {
    const fieldSchema = field as z.ZodType;
    const { $schema: _ignored, ...json } = z.toJSONSchema(fieldSchema, {
      io: "input",
      unrepresentable: "any",
    }) as JsonSchema;
    const description = fieldSchema.description ?? (json.description as string | undefined);
    delete json.description;
    return {
      name,
      in: where,
      required: where === "path" || !fieldSchema.safeParse(undefined).success,
      ...(description ? { description } : {}),
      schema: json,
    };
  });
}

const RATE_LIMIT_HEADERS = {
  "RateLimit-Limit": { description: "Requests allowed in the window.", schema: { type: "integer" } },
  "RateLimit-Remaining": { description: "Requests left in the window.", schema: { type: "integer" } },
  "RateLimit-Reset": { description: "Seconds until the window starts again.", schema: { type: "integer" } },
};

function errorResponse(description: string) {
  return {
    description,
    headers: RATE_LIMIT_HEADERS,
    content: { "application/json": { schema: componentRef(errorSchema) } },
  };
}

function operationObject(operation: ApiOperation) {
  const hasParameters = Boolean(operation.pathParams) || Object.keys(operation.query.shape).length > 0;
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    description: operation.description,
    tags: [operation.tag],
    parameters: [...parametersOf(operation.pathParams, "path"), ...parametersOf(operation.query, "query")],
    responses: {
      "200": {
        description: "OK",
        headers: {
          ...RATE_LIMIT_HEADERS,
          ETag: { description: "Send it back as If-None-Match for a 304.", schema: { type: "string" } },
        },
        content: { "application/json": { schema: componentRef(operation.response) } },
      },
      "304": { description: "Not modified since the ETag sent in If-None-Match." },
      ...(hasParameters ? { "400": errorResponse("A parameter or the cursor is not valid.") } : {}),
      "401": errorResponse("The API key is not valid or was revoked."),
      ...(operation.pathParams ? { "404": errorResponse("Not found, or not public.") } : {}),
      "429": errorResponse("Over the rate limit; see RateLimit-Reset."),
    },
  };
}

let cached: { publicUrl: string; document: JsonSchema } | undefined;

/** The OpenAPI 3.1 document, for a site at `publicUrl`. */
export function openApiDocument(publicUrl: string): JsonSchema {
  if (cached?.publicUrl === publicUrl) return cached.document;
  const { schemas } = z.toJSONSchema(apiSchemas, {
    uri: (id) => `${COMPONENT_REF}${id}`,
    io: "output",
    unrepresentable: "any",
  }) as { schemas: Record<string, JsonSchema> };
  // zod names each registered schema with `$id: "#/components/schemas/<Name>"`, a fragment that JSON Schema 2020-12
  // forbids in $id (strict validators and code generators refuse the component). The $refs are JSON pointers into
  // this document and need no $id to resolve.
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  const paths: Record<string, { get: ReturnType<typeof operationObject> }> = {};
  for (const operation of API_OPERATIONS) paths[operation.path] = { get: operationObject(operation) };
  const document = {
    openapi: "3.1.0",
    info: {
      title: "CivicLens public read API",
      version: API_VERSION,
      description: `${DEVELOPERS_COPY.intro} Lists return at most ${MAX_PAGE_SIZE} items a page with a nextCursor. Reference: ${absoluteUrl(publicUrl, DEVELOPERS_PATH)}`,
    },
    servers: [{ url: absoluteUrl(publicUrl, API_BASE_PATH) }],
    tags: [
      { name: "Cities" },
      { name: "Meetings" },
      { name: "Stories" },
      { name: "Listings" },
      { name: "Search" },
    ],
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearerKey: { type: "http", scheme: "bearer", description: "An API key made on your profile page." },
        headerKey: { type: "apiKey", in: "header", name: "X-API-Key" },
      },
    },
    // A key is optional: it raises the rate limit.
    security: [{}, { bearerKey: [] }, { headerKey: [] }],
  };
  cached = { publicUrl, document };
  return document;
}

export type ReferenceParameter = {
  name: string;
  in: "path" | "query";
  required: boolean;
  type: string;
  description: string;
};

export type ReferenceOperation = {
  operationId: string;
  path: string;
  summary: string;
  description: string;
  tag: string;
  parameters: ReferenceParameter[];
  responseSchema: string;
  curl: string;
  javascript: string;
};

function typeOf(schema: JsonSchema): string {
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).map(String).join(" | ");
  if (typeof schema.type === "string") return schema.type;
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map(typeOf).join(" | ");
  return "string";
}

/**
 * What /developers shows, read from the OpenAPI document itself (not from the zod schemas beside it), so the
 * reference page says exactly what the document says.
 */
export function developersReference(publicUrl: string): {
  baseUrl: string;
  operations: ReferenceOperation[];
} {
  const document = openApiDocument(publicUrl) as {
    servers: { url: string }[];
    paths: Record<string, { get: ReturnType<typeof operationObject> }>;
  };
  const baseUrl = document.servers[0]?.url ?? absoluteUrl(publicUrl, API_BASE_PATH);
  const operations = Object.entries(document.paths).map(([path, { get }]) => {
    const example =
      API_OPERATIONS.find((operation) => operation.operationId === get.operationId)?.example ?? path;
    const url = `${baseUrl}${example}`;
    return {
      operationId: get.operationId,
      path,
      summary: get.summary,
      description: get.description,
      tag: get.tags[0] ?? "",
      parameters: get.parameters.map((parameter) => ({
        name: parameter.name,
        in: parameter.in,
        required: parameter.required,
        type: typeOf(parameter.schema),
        description: parameter.description ?? "",
      })),
      responseSchema: String(get.responses["200"].content["application/json"].schema.$ref).replace(
        COMPONENT_REF,
        "",
      ),
      curl: `curl -H "X-API-Key: $CIVICLENS_KEY" "${url}"`,
      javascript: `const response = await fetch("${url}");\nconst answer = await response.json();`,
    };
  });
  return { baseUrl, operations };
}

/** Everything /developers shows: the reference read from the document, and the limits in force. */
export function loadDevelopersPage() {
  const config = env();
  return {
    ...developersReference(config.PUBLIC_URL),
    openApiUrl: absoluteUrl(config.PUBLIC_URL, OPENAPI_PATH),
    mcpUrl: absoluteUrl(config.PUBLIC_URL, MCP_PATH),
    limits: { anonymous: config.API_RATE_LIMIT_PER_MINUTE, keyed: config.API_KEY_RATE_LIMIT_PER_MINUTE },
    errorCodes: [...API_ERROR_CODES],
  };
}

export type DevelopersPage = ReturnType<typeof loadDevelopersPage>;
