/** The service pages' routes (issue 12) for src/web/routes.ts: the hubs, every page of service-pages.ts, the kits. */
import { route } from "@react-router/dev/routes";
import { SERVICE_PAGES } from "./service-pages.ts";

const HUBS = ["carro", "mota", "camiao"];
const PAGES = SERVICE_PAGES.map((p) => p.path.slice(1));

export const SERVICE_ROUTES = [
  ...HUBS.map((h) => route(h, "./services/hub.tsx", { id: `services-${h}` })),
  ...PAGES.map((p) => route(p, "./services/service-page.tsx", { id: `services-${p.replace("/", "-")}` })),
  route("kits-ozono", "./services/ozone-kits.tsx"),
];

/** For tests: every path served by these routes. */
export const SERVICE_PATHS = [...HUBS, ...PAGES, "kits-ozono"].map((p) => `/${p}`);
