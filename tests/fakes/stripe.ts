// A loopback stand-in for the Stripe API, speaking its wire format: form-encoded requests with a bearer secret key,
// JSON answers. It creates Checkout and billing-portal sessions and serves a checkout page whose Pay button sends
// the signed checkout.session.completed event to the app's webhook (signed by the SDK's own test helper) and
// redirects back, as Stripe does. Tests build the other events with `stripeEvent` and `signedWebhook`.
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

const stripe = new Stripe("sk_test_fake_helper");
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;

export type FakeCheckoutSession = {
  id: string;
  object: "checkout.session";
  mode: string;
  url: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  payment_status: "unpaid" | "paid";
  status: "open" | "complete";
  line_items: Record<string, string>;
};

/** Stripe's nested form keys (metadata[plan], line_items[0][price_data][currency]) under one prefix. */
function nested(form: URLSearchParams, prefix: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (key.startsWith(`${prefix}[`)) values[key.slice(prefix.length)] = value;
  return values;
}

/** A Stripe event as the API sends it. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; created?: Date } = {},
) {
  return {
    id: options.id ?? newId("evt"),
    object: "event",
    api_version: "2025-01-01",
    created: Math.floor((options.created ?? new Date()).getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** The body and Stripe-Signature header of a webhook delivery, signed with the SDK's own helper. */
export function signedWebhook(event: object, secret: string): { body: string; signature: string } {
  const body = JSON.stringify(event);
  return { body, signature: stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
}

export async function startFakeStripe(options: {
  webhookSecret: string;
  webhookUrl?: string;
  port?: number;
}) {
  const sessions = new Map<string, FakeCheckoutSession>();
  const requests: {
    method: string;
    path: string;
    form: URLSearchParams;
    authorization: string | undefined;
  }[] = [];
  let base = "";
  const config = { webhookUrl: options.webhookUrl };

  async function completeCheckout(sessionId: string): Promise<FakeCheckoutSession> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    session.customer ??= newId("cus");
    session.subscription = newId("sub");
    session.payment_status = "paid";
    session.status = "complete";
    if (config.webhookUrl) {
      const { body, signature } = signedWebhook(
        stripeEvent("checkout.session.completed", session),
        options.webhookSecret,
      );
      const answer = await fetch(config.webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body,
      });
      if (!answer.ok) throw new Error(`the webhook answered ${answer.status}`);
    }
    return session;
  }

  const server: Server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", async () => {
      const url = new URL(request.url ?? "/", base);
      const form = new URLSearchParams(raw);
      const json = (status: number, body: unknown) =>
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      try {
        if (url.pathname.startsWith("/v1/")) {
          requests.push({
            method: request.method ?? "",
            path: url.pathname,
            form,
            authorization: request.headers.authorization,
          });
          if (!request.headers.authorization?.startsWith("Bearer sk_"))
            return json(401, {
              error: { type: "invalid_request_error", message: "Invalid API Key provided" },
            });
          if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
            const id = newId("cs_test");
            const session: FakeCheckoutSession = {
              id,
              object: "checkout.session",
              mode: form.get("mode") ?? "payment",
              url: `${base}/checkout/${id}`,
              metadata: Object.fromEntries(
                Object.entries(nested(form, "metadata")).map(([key, value]) => [key.slice(1, -1), value]),
              ),
              client_reference_id: form.get("client_reference_id"),
              customer: form.get("customer"),
              customer_email: form.get("customer_email"),
              subscription: null,
              success_url: form.get("success_url") ?? "",
              cancel_url: form.get("cancel_url") ?? "",
              payment_status: "unpaid",
              status: "open",
              line_items: nested(form, "line_items"),
            };
            sessions.set(id, session);
            return json(200, session);
          }
          if (request.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
            const customer = form.get("customer") ?? "";
            return json(200, {
              id: newId("bps"),
              object: "billing_portal.session",
              customer,
              return_url: form.get("return_url"),
              url: `${base}/portal/${customer}`,
            });
          }
          return json(404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
        }
        if (url.pathname === "/healthz") {
          response.writeHead(200, { "content-type": "text/plain" }).end("ok");
          return;
        }
        const checkout = /^\/checkout\/([\w-]+)(\/pay)?$/.exec(url.pathname);
        const session = checkout?.[1] ? sessions.get(checkout[1]) : undefined;
        if (session && request.method === "GET" && !checkout?.[2]) {
          response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(
            `<!doctype html><html lang="en"><title>Fake Stripe Checkout</title><main><h1>Fake Stripe Checkout</h1>
<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay</button></form></main></html>`,
          );
          return;
        }
        if (session && request.method === "POST" && checkout?.[2]) {
          await completeCheckout(session.id);
          response.writeHead(303, { location: session.success_url }).end();
          return;
        }
        response.writeHead(404).end();
      } catch (error) {
        response.writeHead(500, { "content-type": "text/plain" }).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    sessions,
    requests,
    completeCheckout,
    setWebhookUrl(url: string) {
      config.webhookUrl = url;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
