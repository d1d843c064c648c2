// `npm run worker`'s process (BUILD_DIR/worker.js): starts a worker alone from the server bundle.
import { loadServerBundle } from "../server/server-bundle";

const { bundle } = await loadServerBundle(import.meta.url);
await bundle.startWorkerProcess();
