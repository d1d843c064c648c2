import type { Config } from "@react-router/dev/config";

export default {
  // Public pages must be real HTML for link previews and search engines (DESIGN.md decision 1).
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
} satisfies Config;
