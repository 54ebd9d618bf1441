import { AsyncLocalStorage } from "node:async_hooks";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { preloadModule } from "react-dom";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { createContext, type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
// Pages are rendered in both languages: both catalogues are loaded when the renderer starts.
import "#src/shared/i18n/catalogue/register-all.ts";
import { onNamespaceUse } from "#src/shared/i18n/i18n.ts";
import catalogueChunks from "virtual:rodacerta/catalogue-chunks";

/** Exported so the Fastify host can hand loaders an in-process API client. */
export { apiContext } from "./api-context.ts";

export type CspNonce = { script: string; style: string };
/**
 * The nonces of this response's Content-Security-Policy header, set by the Fastify host (helmet makes a fresh pair
 * per request). `<ServerRouter nonce>` hands the script nonce to <Scripts>, <ScrollRestoration>, <Links> and the
 * streamed loader data; React's own inline scripts and styles take theirs from renderToPipeableStream.
 */
export const cspNonceContext = createContext<CspNonce | null>(null);

/**
 * Set by the Fastify host for a visitor without cookies: the render marks the page as one every such visitor may be
 * served again (the page cache, src/server/page-cache.ts) when its route module says so (`handle.pageCache`: a page
 * made only of its address and the read models in memory) and it rendered without error.
 */
export const pageCacheContext = createContext<{ cacheable: boolean } | null>(null);

/** A route module's `handle` that allows its page to be kept for visitors without cookies. */
export type PageCacheHandle = { pageCache?: boolean };

export const streamTimeout = 5_000;

/**
 * The message namespaces a page's render used (`lang:ns`), per request. The browser hydrates with exactly these
 * (catalogue/load.ts reads them from the <link rel="modulepreload"> React puts in <head>): a message rendered here is
 * a message the browser has before it hydrates. Other namespaces load later (root.tsx, entry.client.tsx).
 */
const namespacesOfRender = new AsyncLocalStorage<Set<string>>();
onNamespaceUse((lang, ns) => {
  const used = namespacesOfRender.getStore();
  if (!used || used.has(`${lang}:${ns}`)) return;
  used.add(`${lang}:${ns}`);
  const href = catalogueChunks[lang]?.[ns];
  // Rendering: React hoists the preload into <head> (the page is sent whole, onAllReady).
  if (href) preloadModule(href, { as: "script" });
});

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD")
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  return new Promise((resolve, reject) => {
    // Public pages are rendered complete (good for crawlers, CDN caching and first paint on slow phones).
    const readyOption: keyof RenderToPipeableStreamOptions = "onAllReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const nonce = loadContext.get(cspNonceContext);
    const { pipe, abort } = namespacesOfRender.run(new Set(), () =>
      renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce?.script} />, {
        ...(nonce ? { nonce: { script: nonce.script, style: nonce.style } } : {}),
        // The page is sent whole (onAllReady), so every Suspense boundary is written in place: by default React moves
        // a boundary that comes after 12.8 KB of HTML to the end of the page, behind a script that puts it back
        // (`<!--$?-->`, `$RC`), which a browser without JavaScript never runs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          const pageCache = loadContext.get(pageCacheContext);
          const leaf = routerContext.staticHandlerContext.matches.at(-1);
          const handle = leaf
            ? (routerContext.routeModules[leaf.route.id]?.handle as PageCacheHandle | undefined)
            : undefined;
          if (pageCache) pageCache.cacheable = responseStatusCode === 200 && handle?.pageCache === true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          const pageCache = loadContext.get(pageCacheContext);
          if (pageCache) pageCache.cacheable = false;
          console.error(error);
        },
      }),
    );
  });
}
