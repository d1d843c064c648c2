import { data } from "react-router";
import { NOT_FOUND_TITLE, PRODUCT_NAME } from "~/features/shell/shell.copy";
import { listOutbox } from "~/lib/mail.server";
import type { Route } from "./+types/dev.outbox";

export const meta: Route.MetaFunction = () => [
  { title: `Outbox | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ context }: Route.LoaderArgs) {
  // Only for the person running CivicLens on this machine (the edge decides, from the socket, the listen address
  // and SMTP_URL): to everyone else the page does not exist.
  if (context.outboxPageEnabled !== true) throw data(NOT_FOUND_TITLE, { status: 404 });
  return { messages: await listOutbox({ limit: 50 }) };
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">Outbox</h1>
      <p className="mt-2 text-sm text-slate-600">
        Mail {PRODUCT_NAME} would have sent. SMTP_URL is not set, so messages are kept in DATA_DIR/outbox
        instead.
      </p>
      {loaderData.messages.length === 0 ? (
        <p className="mt-8 text-slate-600">No messages yet.</p>
      ) : (
        <ol className="mt-8 space-y-4">
          {loaderData.messages.map((message) => (
            <li key={message.id}>
              <article
                className="rounded-lg border border-slate-200 p-4"
                aria-label={`${message.subject} to ${message.to}`}
              >
                <h2 className="font-semibold">{message.subject}</h2>
                <p className="text-sm text-slate-600">
                  To {message.to} ·{" "}
                  <time dateTime={message.sentAt}>
                    {new Date(message.sentAt).toLocaleString("en-US", { timeZone: "UTC" })} UTC
                  </time>
                </p>
                <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm">{message.text}</pre>
              </article>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
