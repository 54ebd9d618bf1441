import type { Config } from "@react-router/dev/config";

// The bare React Router page the page benchmark measures RodaCerta's pages against (issue 15).
export default { appDirectory: "app", ssr: true, buildDirectory: "build" } satisfies Config;
