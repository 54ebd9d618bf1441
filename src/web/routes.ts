import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { CONTENT_PAGES } from "./content/pages.ts";

export default [
  index("./home/home.tsx"),
  route("pneus", "./tyres/pneus-index.tsx"),
  route("pneus/:slug", "./tyres/pneus-slug.tsx"),
  route("pneus/:marca/:rest", "./tyres/product.tsx"),
  route("seletor/matricula", "./tyres/plate.tsx"),
  route("seletor/:step?", "./tyres/selector.tsx"),
  route("seletor/resultados", "./tyres/results.tsx", { id: "results" }),
  route("seletor/resultados/todos", "./tyres/results.tsx", { id: "results-all" }),
  route("seletor/resultados/registo", "./tyres/results.tsx", { id: "results-register" }),
  route("pneus-de-troca/assistente", "./tyres/assistant.tsx"),
  route("selector-moto", "./tyres/moto.tsx", { id: "moto" }),
  route("selector-moto/*", "./tyres/moto.tsx", { id: "moto-steps" }),
  route("oficinas-mecanicas", "./workshops/finder.tsx"),
  route("oficinas-mecanicas/:area", "./workshops/area.tsx"),
  route("oficinas-mecanicas/:provincia/:taller", "./workshops/workshop-page.tsx"),
  route("marcacao-previa/*", "./booking/flow.tsx", { id: "booking-flow" }),
  route("marcacao-previa", "./booking/flow.tsx", { id: "booking-start" }),
  route("marcacao-previa-preset", "./booking/preset.tsx"),
  route("promocoes/:categoria?", "./offers/offers.tsx", { id: "offers" }),
  route("promocoes/:categoria/:id", "./offers/offers.tsx", { id: "offer-detail" }),
  ...CONTENT_PAGES.map((p) => route(p.slug, "./content/content-page.tsx", { id: `content-${p.slug}` })),
  route("500", "./errors/server-error.tsx"),
  route("404.html", "./errors/not-found.tsx", { id: "404-html" }),
  route("*", "./errors/not-found.tsx"),
] satisfies RouteConfig;
