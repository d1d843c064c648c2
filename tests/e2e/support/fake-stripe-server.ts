// Run by Playwright as a web server (`tsx tests/e2e/support/fake-stripe-server.ts <port> <webhook url>`): the fake
// Stripe API the e2e server reaches through STRIPE_API_BASE.
import { startFakeStripe } from "../../fakes/stripe";
import { E2E_STRIPE_WEBHOOK_SECRET } from "./fake-stripe";

const port = Number(process.argv[2]);
const webhookUrl = process.argv[3];
if (!Number.isInteger(port) || port <= 0 || !webhookUrl)
  throw new Error("usage: fake-stripe-server.ts <port> <webhook url>");

const fake = await startFakeStripe({ port, webhookUrl, webhookSecret: E2E_STRIPE_WEBHOOK_SECRET });
process.stdout.write(`fake Stripe at ${fake.url}\n`);

const stop = () => fake.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
