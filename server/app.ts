// The server bundle's entry (BUILD_DIR/server/index.js): React Router's build and the code of both processes, built
// together by Vite so every app module exists once in a process (ADR 0032). The entries in server/ and worker/ load it.

import * as build from "virtual:react-router/server-build";
import type { ServerBuild } from "react-router";

export { startWorkerProcess } from "../worker/worker-process";
export { startWebProcess } from "./web-process";

export const serverBuild: ServerBuild = build;
