// The mail outbox page over the real HTTP stack (issue #12): a newcomer on this machine reads their code there, and
// nobody else ever sees it. A peer beyond loopback cannot be made from a test, so the gate's unit test covers it
// (tests/unit/outbox-gate.test.ts); here every server listens on 127.0.0.1 and only the configuration differs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { database } from "~/lib/db.server";
import { type Queue, setCurrentQueue, startQueue } from "~/lib/jobs.server";
import { sendMail } from "~/lib/mail.server";
import { startTestHttpServer, type TestHttpServer } from "../setup/http-app-server";

const MESSAGE = { to: "newcomer@example.org", subject: "Your sign-in code", text: "Your code is 314159." };

let queue: Queue | undefined;
const servers: TestHttpServer[] = [];
/** As `npm start` runs on a laptop: loopback, no SMTP. */
let local: TestHttpServer;

async function server(config: Parameters<typeof startTestHttpServer>[0] = {}): Promise<TestHttpServer> {
  const started = await startTestHttpServer(config);
  servers.push(started);
  return started;
}

beforeAll(async () => {
  queue = await startQueue(database(), { supervise: false });
  setCurrentQueue(queue);
  await sendMail(MESSAGE);
  local = await server({ config: { HOST: "127.0.0.1", SMTP_URL: undefined } });
});

afterAll(async () => {
  for (const started of servers) await started.close();
  await queue?.stop();
  setCurrentQueue(undefined);
});

describe("/dev/outbox", () => {
  it("lists the mail to a request from this machine while the server listens on loopback and has no SMTP", async () => {
    const response = await fetch(`${local.origin}/dev/outbox`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(MESSAGE.subject);
    expect(page).toContain("Your code is 314159.");
    expect(page).toContain(MESSAGE.to);
  });

  it("does not exist when a proxy on this machine forwarded the request", async () => {
    const response = await fetch(`${local.origin}/dev/outbox`, {
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("314159");
  });

  it("does not exist while the server listens beyond loopback, even to a request from 127.0.0.1", async () => {
    const open = await server({ config: { HOST: "0.0.0.0" } });
    for (const path of ["/dev/outbox", "/dev/outbox.data"]) {
      const response = await fetch(`${open.origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain("314159");
    }
  });

  it("does not exist when real mail is sent (SMTP_URL)", async () => {
    const mailing = await server({ config: { HOST: "127.0.0.1", SMTP_URL: "smtp://127.0.0.1:2525" } });
    const response = await fetch(`${mailing.origin}/dev/outbox`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("314159");
  });
});
