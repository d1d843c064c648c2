// The real HTTP stack for a test file: createHttpApp in development mode, the app loaded through a Vite dev server
// in middleware mode as `npm run dev` loads it (server/dev.ts), listening on a free loopback port. The app's modules
// are a second copy beside the test file's own; they share its database and queue through app/lib/singleton.server.ts.
import type { AddressInfo } from "node:net";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll } from "vitest";
import { database } from "~/lib/db.server";
import { type Env, env } from "~/lib/env.server";
import { type Queue, queue, setCurrentQueue, startQueue } from "~/lib/jobs.server";
import { projectRoot } from "~/lib/project-root.server";
import { createHttpApp } from "../../server/http-app";

export type TestHttpServer = { origin: string; close(): Promise<void> };

/**
 * One Vite dev server for every HTTP server of a test file: each server differs only in its configuration, which
 * reaches the app through the request's load context, so they can share the app's transformed modules instead of each
 * transforming and loading the whole app again. It closes with the last server that uses it.
 */
let sharedVite: { server: Promise<ViteDevServer>; users: number; build?: Promise<ServerBuild> } | undefined;

/**
 * The app's server build, loaded once per Vite server. `npm run dev` asks Vite for it on every request so that an
 * edited module is picked up; nothing edits the app during a test, and asking again costs each request a module
 * resolution with its file-system calls (thousands of requests in the hostile-input walk).
 */
function loadServerBuild(devServer: ViteDevServer): Promise<ServerBuild> {
  if (!sharedVite) throw new Error("The test's Vite server is closed.");
  sharedVite.build ??= devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  return sharedVite.build;
}

async function acquireViteServer(): Promise<ViteDevServer> {
  if (!sharedVite) {
    const vite = await import("vite");
    sharedVite ??= {
      server: vite.createServer({
        root: projectRoot(),
        logLevel: "silent",
        // No watcher, no HMR socket and no browser dependency scan: several test files may run at once, nothing
        // here edits the app, and only server rendering is used.
        // Any Host header: the edge is tested with forged ones (issue #31), which production has no Vite to refuse.
        server: { middlewareMode: true, hmr: false, ws: false, watch: null, allowedHosts: true },
        optimizeDeps: { noDiscovery: true, include: [] },
      }),
      users: 0,
    };
  }
  sharedVite.users += 1;
  return sharedVite.server;
}

async function releaseViteServer(): Promise<void> {
  if (!sharedVite) return;
  sharedVite.users -= 1;
  if (sharedVite.users > 0) return;
  const { server } = sharedVite;
  sharedVite = undefined;
  await (await server).close();
}

/** `config` replaces some of the configuration the edge is built with (it still listens on 127.0.0.1). */
export async function startTestHttpServer(options: { config?: Partial<Env> } = {}): Promise<TestHttpServer> {
  const devServer = await acquireViteServer();
  const app = createHttpApp({
    config: { ...env(), ...options.config },
    database: database(),
    queue: queue(),
    app: {
      mode: "development",
      middleware: devServer.middlewares as unknown as RequestHandler,
      loadBuild: () => loadServerBuild(devServer),
    },
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await releaseViteServer();
    },
  };
}

/**
 * For a describe block or file: a job queue (unsupervised) and one HTTP server on it, started before its tests and
 * stopped after them. Read `origin` inside a test.
 */
export function testHttpServerForFile(): { readonly origin: string } {
  let jobs: Queue | undefined;
  let server: TestHttpServer | undefined;
  beforeAll(async () => {
    jobs = await startQueue(database(), { supervise: false });
    setCurrentQueue(jobs);
    server = await startTestHttpServer();
  });
  afterAll(async () => {
    await server?.close();
    await jobs?.stop();
    setCurrentQueue(undefined);
  });
  return {
    get origin() {
      if (!server) throw new Error("The test HTTP server has not started.");
      return server.origin;
    },
  };
}
