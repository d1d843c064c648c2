import type { Config } from "@react-router/dev/config";

export default {
  // Public pages must be real HTML for link previews and search engines (DESIGN.md decision 1).
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets several builds live side by side (parallel test runs); the default is build/.
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
