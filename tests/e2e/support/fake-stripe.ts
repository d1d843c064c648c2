// Stripe as the browser tests' server sees it (issue #20): a loopback fake on a fixed port beside the server
// (playwright.config.ts), whose checkout page's Pay button sends the signed event to the server's webhook.
export const E2E_STRIPE_SECRET_KEY = "sk_test_e2e_civiclens";
export const E2E_STRIPE_WEBHOOK_SECRET = "whsec_e2e_civiclens";

export function fakeStripePort(appPort: number): number {
  return Number(process.env.E2E_FAKE_STRIPE_PORT ?? appPort + 101);
}
