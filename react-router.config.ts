import type { Config } from "@react-router/dev/config";

// BUILD_DIR lets several working copies of the site be built side by side (default build/).
export default {
  appDirectory: "src/web",
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
