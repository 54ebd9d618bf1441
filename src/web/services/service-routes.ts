/** The service pages' routes (issue 12) for src/web/routes.ts: the hubs, every page of service-pages.ts, the kits. */
import { route } from "@react-router/dev/routes";
import { HUBS, OZONE_KITS_PATH, SERVICE_PAGES } from "#src/shared/services/pages/service-pages.ts";

export const SERVICE_ROUTES = [
  ...HUBS.map((h) => route(h.path.slice(1), "./services/hub.tsx", { id: `services-${h.path.slice(1)}` })),
  ...SERVICE_PAGES.map((p) =>
    route(p.path.slice(1), "./services/service-page.tsx", { id: `services-${p.path.slice(1).replace("/", "-")}` }),
  ),
  route(OZONE_KITS_PATH.slice(1), "./services/ozone-kits.tsx"),
];
