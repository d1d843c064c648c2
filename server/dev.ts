// `npm run dev`: the web process loaded through Vite's dev server, which loads a page's modules again after an edit.
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import type * as ServerBundle from "./app";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const devServer = await createServer({ root, server: { middlewareMode: true } });
// The module the build starts from, loaded through the module graph the pages load from: one copy of each module.
const bundle = (await devServer.ssrLoadModule("/server/app.ts")) as typeof ServerBundle;
await bundle.startWebProcess({
  mode: "development",
  middleware: devServer.middlewares as unknown as RequestHandler,
  loadBuild: () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
});
