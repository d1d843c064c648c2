import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": new URL("./app", import.meta.url).pathname,
      "#db": new URL("./db", import.meta.url).pathname,
    },
  },
  build: {
    sourcemap: false,
    // The server build's entry holds React Router's build and our server and worker code, so every app module exists
    // once in the process; build/server.js and build/worker.js only load it (ADR 0032).
    ...(isSsrBuild ? { rollupOptions: { input: "./server/app.ts" } } : {}),
  },
}));
