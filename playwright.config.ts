import { defineConfig, devices } from "@playwright/test";
import { E2E_DATA_DIR, E2E_SEED_NOW } from "./tests/e2e/support/e2e-server";
import {
  E2E_STRIPE_SECRET_KEY,
  E2E_STRIPE_WEBHOOK_SECRET,
  fakeStripePort,
} from "./tests/e2e/support/fake-stripe";
import { fakeYoutubePort } from "./tests/e2e/support/fake-youtube";

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
/** The fake public YouTube feed the server reads when an admin refreshes a URL's videos. */
const youtubePort = fakeYoutubePort(port);
const youtubeURL = `http://127.0.0.1:${youtubePort}`;
/** The fake Stripe API whose checkout page pays by posting a signed event to the server's webhook (issue #20). */
const stripeURL = `http://127.0.0.1:${fakeStripePort(port)}`;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/${process.env.BUILD_DIR || "build"}`,
  fullyParallel: true,
  workers: 2,
  // No retries: a test that fails once fails the run (issue #32); a retry hides a race in the product.
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Budgets for a slow, busy two-core machine (CI runs it beside two busy loops): every wait is for a
  // state, and these only bound how long a state may take to arrive.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "sessions", testMatch: /sessions\.setup\.ts/ },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      dependencies: ["sessions"],
    },
  ],
  webServer: [
    {
      command: `npx tsx tests/e2e/support/fake-youtube-server.ts ${youtubePort}`,
      url: `${youtubeURL}/healthz`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `npx tsx tests/e2e/support/fake-stripe-server.ts ${fakeStripePort(port)} ${baseURL}/webhooks/stripe`,
      url: `${stripeURL}/healthz`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `node ${process.env.BUILD_DIR || "build"}/server.js`,
      url: `${baseURL}/healthz`,
      // The demo seed runs before the server listens; a machine busy with other work may take longer.
      timeout: Number(process.env.E2E_SERVER_START_MS ?? 180_000),
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: baseURL,
        DEMO_SEED: "1",
        DEMO_SEED_NOW: E2E_SEED_NOW.toISOString(),
        LOG_LEVEL: "warn",
        DATA_DIR: E2E_DATA_DIR,
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
        YOUTUBE_FEED_BASE_URL: youtubeURL,
        // The fake feed is on loopback, which the SSRF guard refuses otherwise.
        FETCH_ALLOW_PRIVATE_NETWORKS: "1",
        STRIPE_SECRET_KEY: E2E_STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
        STRIPE_API_BASE: stripeURL,
        // The browser stands in for many residents: each test that signs in sends its own X-Forwarded-For
        // (actAsNewResident), believed from loopback, so per-address limits are not one budget shared by the suite.
        TRUST_PROXY: "loopback",
      },
    },
  ],
});
