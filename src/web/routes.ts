import { index, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { MOVED_SPANISH_PATHS, spanishRoutePattern } from "#src/shared/i18n/paths.ts";
import { CONTENT_PAGES } from "#src/shared/content/pages.ts";
import { SERVICE_ROUTES } from "./services/service-routes.ts";

const PORTUGUESE = [
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
  route("login", "./account/login.tsx"),
  route("registo", "./account/register.tsx"),
  route("area-privado/fatura", "./account/invoice-download.tsx"),
  route("area-privado/frota", "./professional/fleet.tsx"),
  route("sair-da-conta-do-cliente", "./account/impersonation-exit.tsx"),
  route("area-privado/:tab?", "./account/private-area.tsx"),
  route("historial/*", "./account/private-area-alias.tsx", { id: "alias-historial" }),
  route("os-meus-dados/*", "./account/private-area-alias.tsx", { id: "alias-os-meus-dados" }),
  route("as-minhas-encomendas/*", "./account/private-area-alias.tsx", { id: "alias-encomendas" }),
  route("nova-password", "./account/new-password.tsx"),
  route("confirmacao-newsletter", "./contact/newsletter-result.tsx", { id: "newsletter-confirm" }),
  route("cancelar-newsletter", "./contact/newsletter-result.tsx", { id: "newsletter-cancel" }),
  route("contato", "./contact/contact.tsx"),
  route("contato/obrigado", "./contact/thanks.tsx"),
  route("ligamos-lhe", "./contact/callback.tsx"),
  route("newsletter", "./contact/newsletter.tsx"),
  route("preferencias", "./contact/preferences.tsx"),
  route("selector-moto", "./tyres/moto/start.tsx", { id: "moto" }),
  route("selector-moto/resultados", "./tyres/moto/results.tsx", { id: "moto-results" }),
  route("selector-moto/resultados/camaras-mousses", "./tyres/moto/inner-tubes.tsx", { id: "moto-inner-tubes" }),
  route("selector-moto/:step", "./tyres/moto/step.tsx", { id: "moto-steps" }),
  route("oficinas-mecanicas", "./workshops/finder.tsx"),
  route("oficinas-mecanicas/:area", "./workshops/area.tsx"),
  route("oficinas-mecanicas/:provincia/:taller", "./workshops/workshop-page.tsx"),
  route("carro/baterias", "./products/batteries.tsx"),
  route("carro/carga-de-ar-condicionado", "./services/ac/ac-page.tsx"),
  ...SERVICE_ROUTES,
  route("mota/revisao", "./moto-revision/start.tsx"),
  route("mota/revisao/:id/:step", "./moto-revision/step.tsx"),
  route("mudanca-de-oleo-filtros", "./products/packs.tsx"),
  route("mudanca-de-oleo-filtros/assistente/:step?", "./oil/assistant.tsx"),
  route("mudanca-de-oleo-filtros/teste-de-seguranca", "./oil/safety-test.tsx"),
  route("mudanca-de-oleo-filtros/:pack", "./oil/pack-page.tsx"),
  route("verificar-revision-preset", "./oil/preset.tsx"),
  route("carrinho/adicionar", "./checkout/add.tsx"),
  route("carrinho/calendario", "./checkout/calendar.tsx"),
  // The basket step has its own module (lighter first load); the other steps share checkout.tsx.
  route("carrinho", "./checkout/basket.tsx", { id: "basket" }),
  route("carrinho/pedido", "./checkout/basket.tsx", { id: "basket-request" }),
  route("carrinho/:step", "./checkout/checkout.tsx"),
  route("marcacao-previa/*", "./booking/flow.tsx", { id: "booking-flow" }),
  route("marcacao-previa", "./booking/flow.tsx", { id: "booking-start" }),
  route("marcacao-previa-preset", "./booking/preset.tsx"),
  route("alteracao", "./booking/old-change-link.tsx"),
  route("promocoes/:categoria?", "./offers/offers.tsx", { id: "offers" }),
  route("promocoes/:categoria/:id", "./offers/offers.tsx", { id: "offer-detail" }),
  route("preguntas-frequentes", "./content/legacy-redirect.tsx"),
  route("gestao-de-frotas", "./content/legacy-redirect.tsx", { id: "legacy-fleet" }),
  route("assistencia-24h-camiao", "./content/legacy-redirect.tsx", { id: "legacy-truck-assistance" }),
  route("pneus-industriais", "./content/legacy-redirect.tsx", { id: "legacy-industrial-tyres" }),
  route("blog", "./content/blog-list.tsx"),
  route("blog/:slug", "./content/blog-post.tsx"),
  route("app", "./content/app-page.tsx"),
  route("blank", "./content/blank.tsx"),
  // /acesso-profissionais is its own page (application form); its content entry stays for the sitemap.
  route("acesso-profissionais", "./professional/professional-access.tsx"),
  ...CONTENT_PAGES.filter((p) => p.slug !== "acesso-profissionais").map((p) =>
    route(p.slug, "./content/content-page.tsx", { id: `content-${p.slug}` }),
  ),
  route("operador", "./operator/operator-index.tsx"),
  route("operador/entrar", "./operator/operator-login.tsx"),
  route("operador/sair", "./operator/operator-logout.tsx"),
  route("operador/encerramentos", "./operator/operator-closures.tsx"),
  route("operador/oficina", "./operator/operator-workshop.tsx"),
  route("operador/auditoria", "./operator/operator-audit.tsx"),
  route("operador/equipa", "./operator/operator-staff.tsx"),
  route("operador/produtos", "./operator/operator-products.tsx"),
  route("operador/promocoes", "./operator/operator-promotions.tsx"),
  route("operador/cupoes", "./operator/operator-coupons.tsx"),
  route("operador/site", "./operator/operator-site.tsx"),
  route("operador/dia", "./operator/operator-day-sheet.tsx"),
  route("operador/clientes", "./operator/operator-customers.tsx"),
  route("operador/clientes/:id", "./operator/operator-customer.tsx"),
  route("operador/pedidos", "./operator/operator-requests.tsx"),
  route("operador/encomendas", "./operator/operator-orders.tsx"),
  route("operador/profissionais", "./operator/operator-professionals.tsx"),
  route("operador/notas-credito/:id/pdf", "./operator/operator-credit-note-pdf.tsx"),
];

/** Pages only the shop's staff see (pt only), and the error pages, which answer on any path. */
const NOT_TRANSLATED = /^(operador|500$|404\.html$)/;

/** The Spanish site: the same pages on the Spanish route map (src/shared/i18n/paths.ts), ids prefixed `es/`. */
const SPANISH: RouteConfigEntry[] = [
  route("es", "./home/home.tsx", { id: "es/home/home" }),
  ...PORTUGUESE.filter((r) => r.path !== undefined && !NOT_TRANSLATED.test(r.path)).map((r) =>
    route(spanishRoutePattern(r.path!), r.file, {
      id: `es/${r.id ?? r.file.replace(/^\.\//, "").replace(/\.tsx$/, "")}`,
    }),
  ),
  // Spanish addresses that had a Portuguese segment: 301 to their Spanish spelling.
  ...MOVED_SPANISH_PATHS.map((p) => route(p, "./moved-spanish-path.tsx", { id: `moved-${p}` })),
];

export default [
  ...PORTUGUESE,
  ...SPANISH,
  route("500", "./errors/server-error.tsx"),
  route("404.html", "./errors/not-found.tsx", { id: "404-html" }),
  route("*", "./errors/not-found.tsx"),
] satisfies RouteConfig;
