// A model's structured output from one zod schema: the JSON Schema sent with the request is generated from the schema
// that checks the answer (ADR 0033), so the two cannot drift apart.
import { z } from "zod";

export type JsonSchema = { [keyword: string]: unknown };

/**
 * The keywords sent to the model: OpenAI strict mode's subset of JSON Schema, which every OpenAI-compatible server
 * reads. Limits (string lengths, item counts, number ranges) stay in zod, which checks the answer after; a model
 * that breaks one gets one repair round.
 */
const STRICT_KEYWORDS = new Set([
  "type",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "enum",
  "const",
  "anyOf",
  "description",
]);

/** The plain JSON Schema of what a parse returns: a field with a default is required, since the output always has it. */
function outputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "output", cycles: "throw", reused: "inline" }) as JsonSchema;
}

function isObject(value: unknown): value is JsonSchema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function acceptsNull(schema: JsonSchema): boolean {
  const type = schema.type;
  if (type === "null" || (Array.isArray(type) && type.includes("null"))) return true;
  return (
    Array.isArray(schema.anyOf) && schema.anyOf.some((branch) => isObject(branch) && acceptsNull(branch))
  );
}

function nullable(schema: JsonSchema): JsonSchema {
  if (acceptsNull(schema)) return schema;
  if (typeof schema.type === "string" && schema.enum === undefined && schema.const === undefined) {
    return { ...schema, type: [schema.type, "null"] };
  }
  return { anyOf: [schema, { type: "null" }] };
}

function strict(schema: JsonSchema, path: string): JsonSchema {
  const result: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (STRICT_KEYWORDS.has(keyword)) result[keyword] = value;
  }
  if (Array.isArray(result.anyOf)) {
    result.anyOf = result.anyOf.map((branch, index) =>
      strict(branch as JsonSchema, `${path}.anyOf[${index}]`),
    );
  }
  if (isObject(result.items)) result.items = strict(result.items, `${path}[]`);
  if (result.type === "object") {
    if (!isObject(result.properties) || (result.additionalProperties ?? false) !== false) {
      throw new Error(`${path || "(root)"}: strict mode needs an object with named properties only`);
    }
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    const properties: JsonSchema = {};
    for (const [key, property] of Object.entries(result.properties)) {
      const converted = strict(property as JsonSchema, `${path}.${key}`);
      // Strict mode lists every property as required: an optional one is written as null, read back as absent.
      properties[key] = required.has(key) ? converted : nullable(converted);
    }
    result.properties = properties;
    result.required = Object.keys(properties);
    result.additionalProperties = false;
  }
  return result;
}

/**
 * The answer with each null the model wrote for an optional property (strict mode made it nullable) removed, so zod
 * reads it as absent. A property that itself accepts null keeps its null.
 */
function removeNullsForAbsent(value: unknown, schema: JsonSchema): unknown {
  if (Array.isArray(value)) {
    return isObject(schema.items)
      ? value.map((item) => removeNullsForAbsent(item, schema.items as JsonSchema))
      : value;
  }
  if (!isObject(value)) return value;
  if (Array.isArray(schema.anyOf)) {
    const objectBranch = schema.anyOf.find((branch) => isObject(branch) && branch.type === "object");
    return objectBranch ? removeNullsForAbsent(value, objectBranch as JsonSchema) : value;
  }
  if (schema.type !== "object" || !isObject(schema.properties)) return value;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const property = schema.properties[key];
    if (!isObject(property)) {
      result[key] = item;
    } else if (item === null && !required.has(key) && !acceptsNull(property)) {
      // absent, as the zod schema expects it
    } else {
      result[key] = removeNullsForAbsent(item, property);
    }
  }
  return result;
}

export type StructuredOutput<Output> = {
  /** The name the request gives the schema (json_schema.name). */
  name: string;
  /** The JSON Schema sent to the model, in strict mode's subset: every object closed, every property required. */
  jsonSchema: JsonSchema;
  /** Checks an answer (parsed JSON) with the zod schema, optional properties written as null read as absent. */
  safeParse(value: unknown): z.ZodSafeParseResult<Output>;
};

/** The structured output a zod schema describes: its strict JSON Schema, and the parser of an answer. */
export function structuredOutput<Schema extends z.ZodType>(
  name: string,
  schema: Schema,
): StructuredOutput<z.output<Schema>> {
  const plain = outputJsonSchema(schema);
  const jsonSchema = strict(plain, "");
  if (jsonSchema.type !== "object") throw new Error(`${name}: strict mode needs an object at the root`);
  return {
    name,
    jsonSchema,
    safeParse: (value) => schema.safeParse(removeNullsForAbsent(value, plain)),
  };
}
