// POST /webhooks/stripe (issue #20): Stripe's signed events, verified over the raw body, each handled once.
import {
  handleStripeEvent,
  requireStripeWebhookSecret,
  STRIPE_SIGNATURE_HEADER,
  STRIPE_WEBHOOK_MAX_BODY_BYTES,
  verifyStripeEvent,
} from "~/features/my-business/billing.server";
import { jsonFailure, readBodyText } from "~/lib/http.server";
import type { Route } from "./+types/webhooks.stripe";

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response("Method not allowed", { status: 405 });
  try {
    // Without payments configured nothing of the body is read (issue #31).
    requireStripeWebhookSecret();
    // The signature covers the exact bytes Stripe sent: read them as they are (up to the webhook's limit), never a
    // parsed and re-encoded body.
    const rawBody = await readBodyText(request, STRIPE_WEBHOOK_MAX_BODY_BYTES);
    const event = verifyStripeEvent({ rawBody, signature: request.headers.get(STRIPE_SIGNATURE_HEADER) });
    const { duplicate } = await handleStripeEvent(event);
    return Response.json({ received: true, duplicate });
  } catch (error) {
    return jsonFailure(error);
  }
}

export function loader() {
  return new Response("Not found", { status: 404 });
}
