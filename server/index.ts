// `npm start`'s process (BUILD_DIR/server.js): starts the web process from the server bundle, serving the built app.
import path from "node:path";
import { loadServerBundle } from "./server-bundle";

const { bundle, buildDir } = await loadServerBundle(import.meta.url);
await bundle.startWebProcess({
  mode: "production",
  build: bundle.serverBuild,
  clientDir: path.join(buildDir, "client"),
});
