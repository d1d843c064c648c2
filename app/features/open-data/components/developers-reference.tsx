// /developers: the public read API's reference, rendered on the server from the OpenAPI document (issue #18).
// Plain content: no script is needed to read it.

import { DEVELOPERS_COPY } from "../open-data.copy";
import type { DevelopersPage, ReferenceOperation } from "../openapi.server";

const CODE = "mt-2 overflow-x-auto rounded-md bg-slate-900 p-3 text-sm text-slate-100";
const CELL = "border-b border-slate-200 px-2 py-1 text-left align-top";

/** `text` with its `code spans` as <code>. */
function Prose({ text }: { text: string }) {
  return (
    <p className="mt-2 text-slate-700">
      {text.split(/(`[^`]+`)/).map((part, index) =>
        part.startsWith("`") ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed sentence
          <code key={index} className="rounded bg-slate-100 px-1">
            {part.slice(1, -1)}
          </code>
        ) : (
          part
        ),
      )}
    </p>
  );
}

function Operation({ operation }: { operation: ReferenceOperation }) {
  return (
    <section aria-labelledby={operation.operationId} className="mt-8 border-t border-slate-200 pt-6">
      <h3 id={operation.operationId} className="text-lg font-semibold">
        {operation.summary}
      </h3>
      <p className="mt-1 font-mono text-sm">GET {operation.path}</p>
      <p className="mt-2 text-slate-700">{operation.description}</p>
      <h4 className="mt-4 font-semibold">{DEVELOPERS_COPY.parametersHeading}</h4>
      {operation.parameters.length === 0 ? (
        <p className="text-sm text-slate-600">{DEVELOPERS_COPY.noParameters}</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <tbody>
            {operation.parameters.map((parameter) => (
              <tr key={parameter.name}>
                <td className={CELL}>
                  <code>{parameter.name}</code>
                </td>
                <td className={CELL}>
                  {parameter.in}, {parameter.type},{" "}
                  {parameter.required ? DEVELOPERS_COPY.required : DEVELOPERS_COPY.optional}
                </td>
                <td className={CELL}>{parameter.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="mt-3 text-sm">
        {DEVELOPERS_COPY.answersWith} <code>{operation.responseSchema}</code>
      </p>
      <h4 className="mt-3 text-sm font-semibold">{DEVELOPERS_COPY.curlExample}</h4>
      <pre className={CODE}>
        <code>{operation.curl}</code>
      </pre>
      <h4 className="mt-3 text-sm font-semibold">{DEVELOPERS_COPY.javascriptExample}</h4>
      <pre className={CODE}>
        <code>{operation.javascript}</code>
      </pre>
    </section>
  );
}

export function DevelopersReference({ page }: { page: DevelopersPage }) {
  const paging = `let cursor = null;\ndo {\n  const url = new URL("${page.baseUrl}/meetings");\n  if (cursor) url.searchParams.set("cursor", cursor);\n  const answer = await (await fetch(url)).json();\n  for (const meeting of answer.data) console.log(meeting.title);\n  cursor = answer.nextCursor;\n} while (cursor);`;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{DEVELOPERS_COPY.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{DEVELOPERS_COPY.intro}</p>
      <p className="mt-2">
        <a className="text-teal-800 underline" href={page.openApiUrl}>
          {DEVELOPERS_COPY.openApiLink}
        </a>
      </p>
      <h2 className="mt-8 text-2xl font-semibold">{DEVELOPERS_COPY.baseUrlHeading}</h2>
      <pre className={CODE}>
        <code>{page.baseUrl}</code>
      </pre>
      <h2 className="mt-8 text-2xl font-semibold">{DEVELOPERS_COPY.keysHeading}</h2>
      <Prose text={DEVELOPERS_COPY.keysBody} />
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 text-sm">
        <dt>{DEVELOPERS_COPY.limitsAnonymous}</dt>
        <dd data-testid="limit-anonymous">{page.limits.anonymous}</dd>
        <dt>{DEVELOPERS_COPY.limitsKeyed}</dt>
        <dd data-testid="limit-keyed">{page.limits.keyed}</dd>
      </dl>
      <Prose text={DEVELOPERS_COPY.limitsHeaders} />
      <h2 className="mt-8 text-2xl font-semibold">{DEVELOPERS_COPY.paginationHeading}</h2>
      <Prose text={DEVELOPERS_COPY.paginationBody} />
      <h3 className="mt-3 text-sm font-semibold">{DEVELOPERS_COPY.paginationExample}</h3>
      <pre className={CODE}>
        <code>{paging}</code>
      </pre>
      <h2 className="mt-8 text-2xl font-semibold">{DEVELOPERS_COPY.cachingHeading}</h2>
      <Prose text={DEVELOPERS_COPY.cachingBody} />
      <h2 className="mt-8 text-2xl font-semibold">{DEVELOPERS_COPY.errorsHeading}</h2>
      <Prose text={DEVELOPERS_COPY.errorsBody} />
      <ul className="mt-2 list-disc pl-6 text-sm">
        {page.errorCodes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <h2 className="mt-8 text-2xl font-semibold">{DEVELOPERS_COPY.resourcesHeading}</h2>
      {page.operations.map((operation) => (
        <Operation key={operation.operationId} operation={operation} />
      ))}
      <h2 className="mt-10 text-2xl font-semibold">{DEVELOPERS_COPY.mcpHeading}</h2>
      <Prose text={DEVELOPERS_COPY.mcpBody} />
      <pre className={CODE}>
        <code>{page.mcpUrl}</code>
      </pre>
    </main>
  );
}
