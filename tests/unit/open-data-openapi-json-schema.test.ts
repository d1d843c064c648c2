// The OpenAPI document's schemas are JSON Schema 2020-12 that a strict validator and a code generator accept (issue
// #31): each component, and each parameter's and answer's schema zod-openapi writes into the paths (issue #32),
// compiles in ajv's 2020 build in strict mode, its $refs resolved against the document.
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { OPENAPI_PATH } from "~/features/open-data/open-data.constants";
import { openApiDocument } from "~/features/open-data/openapi.server";

const PUBLIC_URL = "http://localhost:3000";
const DOCUMENT_URL = `${PUBLIC_URL}${OPENAPI_PATH}`;

/**
 * The formats JSON Schema 2020-12 defines (section 7.3 of its validation vocabulary). Known, so a strict validator
 * accepts them; any other name is refused as an unknown format. Their values are not checked here (true).
 */
const SPEC_FORMATS = [
  "date-time",
  "date",
  "time",
  "duration",
  "email",
  "idn-email",
  "hostname",
  "idn-hostname",
  "ipv4",
  "ipv6",
  "uri",
  "uri-reference",
  "iri",
  "iri-reference",
  "uuid",
  "uri-template",
  "json-pointer",
  "relative-json-pointer",
  "regex",
];

type Schema = Record<string, unknown>;
type Document = {
  paths: Record<
    string,
    {
      get: {
        parameters: { name: string; in: string; schema: Schema }[];
        responses: Record<
          string,
          { headers?: Record<string, { schema: Schema }>; content?: Record<string, { schema: Schema }> }
        >;
      };
    }
  >;
  components: { schemas: Record<string, Schema> };
};

function strictValidator(document: Document): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    formats: Object.fromEntries(SPEC_FORMATS.map((name) => [name, true])),
  });
  // The whole document under its own address, as a client that downloaded it adds it. Its own fields (openapi,
  // info, paths, components...) are the OpenAPI object's, not schema keywords: declared, so strict mode reads past them.
  ajv.addVocabulary(Object.keys(document));
  ajv.addSchema(document, DOCUMENT_URL);
  return ajv;
}

describe("the OpenAPI document's component schemas", () => {
  const document = openApiDocument(PUBLIC_URL) as unknown as Document;
  const names = Object.keys(document.components.schemas);

  it("has component schemas to check", () => {
    expect(names).toEqual(expect.arrayContaining(["City", "Meeting", "Error"]));
  });

  it.each(names)(
    "%s is a valid 2020-12 schema and compiles strictly, its $refs resolved in the document",
    (name) => {
      const ajv = strictValidator(document);
      // What a generator does with each component first: check it against the 2020-12 meta-schema. A fragment in
      // $id ("#/components/schemas/City") is refused there: "data/$id must match pattern".
      const valid = ajv.validateSchema(document.components.schemas[name] ?? {});
      expect(ajv.errors ?? [], ajv.errorsText(ajv.errors)).toEqual([]);
      expect(valid).toBe(true);
      const validate = ajv.compile({ $ref: `${DOCUMENT_URL}#/components/schemas/${name}` });
      expect(typeof validate).toBe("function");
    },
  );

  it("validates an answer by its component: an Error has its code and message", () => {
    const ajv = strictValidator(document);
    const validate = ajv.compile({ $ref: `${DOCUMENT_URL}#/components/schemas/Error` });
    expect(validate({ error: { code: "not_found", message: "City not found." } })).toBe(true);
    expect(validate({ error: "City not found." })).toBe(false);
  });
});

describe("the schemas in the OpenAPI document's paths", () => {
  const document = openApiDocument(PUBLIC_URL) as unknown as Document;
  /** Each distinct schema once, named by where it first appears: most answers repeat the same headers and Error. */
  const schemas = new Map<string, string>();
  for (const [path, { get }] of Object.entries(document.paths)) {
    const found = [
      ...get.parameters.map(({ name, in: where, schema }) => [`${path} ${where} ${name}`, schema] as const),
      ...Object.entries(get.responses).flatMap(([status, response]) => [
        ...Object.entries(response.headers ?? {}).map(
          ([header, { schema }]) => [`${path} ${status} ${header}`, schema] as const,
        ),
        ...Object.entries(response.content ?? {}).map(
          ([mediaType, { schema }]) => [`${path} ${status} ${mediaType}`, schema] as const,
        ),
      ]),
    ];
    for (const [name, schema] of found) {
      const text = JSON.stringify(schema);
      if (!schemas.has(text)) schemas.set(text, name);
    }
  }

  it("has parameter and answer schemas to check", () => {
    expect([...schemas.values()]).toEqual(
      expect.arrayContaining(["/search query q", "/cities/{city} path city", "/cities 200 application/json"]),
    );
  });

  it("has only valid 2020-12 schemas, each compiling strictly", () => {
    const ajv = strictValidator(document);
    const refused: string[] = [];
    for (const [text, name] of schemas) {
      if (!ajv.validateSchema(JSON.parse(text))) refused.push(`${name}: ${ajv.errorsText(ajv.errors)}`);
      // An answer's `#/components/...` reference points into the document, as a client that downloaded it reads it.
      try {
        ajv.compile(JSON.parse(text.replaceAll('"#/components', `"${DOCUMENT_URL}#/components`)));
      } catch (error) {
        refused.push(`${name}: ${(error as Error).message}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
