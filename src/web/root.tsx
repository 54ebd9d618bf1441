import "./zod-jitless.ts";
import { useEffect, useLayoutEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { loadApi } from "./api-context.ts";
import "./app.css";
import { authHeaders, sessionToken } from "./account/session.ts";
import { basketId } from "./checkout/basket-cookie.ts";
import { type Answer, answer, apiContext } from "./api-context.ts";
import type { BasketAnswer } from "#src/shared/basket/basket-api.schema.ts";
import type { SiteInitAnswer } from "#src/shared/site/site-api.schema.ts";
import { useFocusHeadingOnNavigation } from "./shell/focus-heading.ts";
import { ErrorPage } from "./errors/error-page.tsx";
import { Footer } from "./shell/footer.tsx";
import { PrefetchLinks } from "./shell/prefetch-links.tsx";
import { Header } from "./shell/header.tsx";
import { DelayedLoadNotice, DemoBanner, MaintenanceNotice } from "./shell/notices.tsx";
import { ImpersonationBanner } from "./account/impersonation-banner.tsx";
import { loadImpersonation } from "./account/impersonation.ts";
import { track } from "#src/shared/analytics.ts";
import { LOCALE } from "#src/shared/i18n/lang.ts";
import { loadAllNamespaces } from "#src/shared/i18n/catalogue/load.ts";
import { langOfPath } from "#src/shared/i18n/paths.ts";
import { translatorAt, useT } from "./i18n.ts";
import { claimReload, isChunkLoadError, sessionStore, settleReload } from "#src/shared/page-reload.ts";

/** Items in the visitor's open basket (sum of product quantities); asks the API only when the basket cookie exists. */
async function basketCount(context: Route.LoaderArgs["context"], request: Request): Promise<number> {
  const id = basketId(request);
  if (!id) return 0;
  try {
    const res = await context.get(apiContext)(`/cesta/${id}`, { headers: authHeaders(request) });
    if (res.status !== 200) return 0;
    const basket = answer<typeof BasketAnswer>(res);
    if (basket.status !== undefined && basket.status !== "open") return 0;
    let count = 0;
    for (const p of basket.products ?? []) count += typeof p.cantidad === "number" ? p.cantidad : 0;
    return count;
  } catch {
    return 0;
  }
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const loggedIn = sessionToken(request) !== null;
  const basketItems = await basketCount(context, request);
  // A staff member inside a customer's account: the banner on every page (account/impersonation.ts).
  const impersonation = await loadImpersonation(context.get(apiContext), request);
  try {
    const site = await loadApi<Answer<typeof SiteInitAnswer>>(context, "/site-init");
    return {
      maintenance: site.mantenimiento.activo,
      maintenanceText: site.mantenimiento.mensagem ?? null,
      demo: site.demo === true,
      loggedIn,
      basketItems,
      impersonation,
    };
  } catch {
    // Maintenance load failure is only logged (spec section 8).
    console.warn("site-init indisponível");
    return { maintenance: false, maintenanceText: null, demo: false, loggedIn, basketItems, impersonation };
  }
}

/**
 * Pages set their own tags (seo()); an error page is rendered by this route's boundary, where the page's own meta does
 * not run: the 404 page gets its description here (its title and `noindex` are in ErrorPage).
 */
export const meta: Route.MetaFunction = ({ error, location }) =>
  isRouteErrorResponse(error) && error.status === 404
    ? [{ name: "description", content: translatorAt(location).t("errors.notFoundDescription") }]
    : [];

/**
 * A client-side navigation renders once its language's whole catalogue is in (the page loaded only the namespaces
 * its first render used; entry.client.tsx fetches the rest when idle, so this rarely waits). It runs beside the
 * loaders, not before them.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    const messages = loadAllNamespaces(langOfPath(new URL(request.url).pathname));
    const result = await next();
    await messages;
    return result;
  },
];

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/** True once the page has hydrated: an error page rendered after that comes from a client-side navigation. */
let hydrated = false;

/**
 * A page view in the data layer for every page: the first one and each client-side navigation (a new path or query).
 * A layout effect, so the page view comes before the events of the page itself (impressions, checkout step).
 */
function usePageView() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    track({ event: "page_view", page_path: `${pathname}${search}`, page_title: document.title });
  }, [pathname, search]);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // Marks the page interactive (used by the browser tests to avoid clicking before hydration).
  useEffect(() => {
    hydrated = true;
    document.documentElement.dataset.hydrated = "1";
  }, []);
  useFocusHeadingOnNavigation();
  usePageView();
  // The page's message chunks are preloaded by the renderer, for the namespaces its render used (entry.server.tsx).
  const { lang, t } = useT();
  return (
    <html lang={LOCALE[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#172763" />
        <Meta />
        <Links />
      </head>
      <body>
        <DemoBanner active={data?.demo ?? false} />
        <a href="#conteudo" className="skip-link">
          {t("shell.skipToContent")}
        </a>
        <MaintenanceNotice active={data?.maintenance ?? false} text={data?.maintenanceText ?? null} />
        <ImpersonationBanner who={data?.impersonation ?? null} />
        <Header loggedIn={data?.loggedIn ?? false} basketItems={data?.basketItems ?? 0} />
        <main id="conteudo" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <PrefetchLinks />
        <DelayedLoadNotice />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { pathname, search } = useLocation();
  // A page that loaded normally: a reload mark left by another page has done its job.
  useEffect(() => settleReload(sessionStore(), `${pathname}${search}`), [pathname, search]);
  return <Outlet />;
}

/** The route of unknown paths (the "*" route). */
const UNKNOWN_PAGE_ROUTE = "errors/not-found";

/**
 * Page loading (spec section 4). Code that fails to load (a chunk gone after a deploy) and an unknown page reached by
 * a client-side link both get one full page load of the same URL: the server answers with the current build, or
 * with its own 404 page. The attempt is remembered per URL (sessionStorage), so a page that keeps failing shows its
 * error page instead of reloading in a loop. (A route module that fails to load on a navigation never gets here:
 * React Router itself reloads the page the visitor is on.)
 */
function useFullLoadOnce(error: unknown) {
  const unknownPage = useMatches().some((m) => m.id === UNKNOWN_PAGE_ROUTE);
  useEffect(() => {
    const wanted = isChunkLoadError(error) || (unknownPage && hydrated);
    if (wanted && claimReload(sessionStore(), `${window.location.pathname}${window.location.search}`))
      window.location.reload();
  }, [error, unknownPage]);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useFullLoadOnce(error);
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage kind="404" />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage kind="500" />;
}
