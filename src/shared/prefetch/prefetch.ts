/**
 * Page prefetch (spec section 9): the pages behind the links a visitor can see are fetched ahead, in batches of 4
 * every 3 seconds, and never on a 2g connection, in data-saver mode or for a bot (a crawler would fetch every page
 * twice). Pure rules; the browser side is src/web/shell/prefetch-links.tsx, which lets React Router fetch the route
 * modules and data (`<PrefetchPageLinks>`).
 */

export const PREFETCH_BATCH = 4;
export const PREFETCH_INTERVAL_MS = 3000;

/** What the browser tells of its connection (`navigator.connection`, where it exists). */
export type ConnectionInfo = { effectiveType?: string; saveData?: boolean };

/** Crawlers, link previewers and headless browsers: they read pages, they don't navigate them. */
const BOT =
  /bot\b|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|headlesschrome|lighthouse|chrome-lighthouse|pagespeed|gtmetrix|ahrefs|semrush|mediapartners|adsbot|yandex|baiduspider|duckduckgo|applebot|petalbot|python-requests|curl\/|wget\//i;

export function isBot(userAgent: string | null | undefined): boolean {
  return typeof userAgent === "string" && BOT.test(userAgent);
}

/** Whether this visit prefetches at all: not on 2g (or slower), not with data saver on, not for a bot. */
export function prefetchAllowed(connection: ConnectionInfo | undefined, userAgent: string | null | undefined): boolean {
  if (isBot(userAgent)) return false;
  if (connection?.saveData) return false;
  const type = connection?.effectiveType;
  return type !== "2g" && type !== "slow-2g";
}

/** A link worth prefetching: a page of this site, not the page itself, not a download, an anchor or an API call. */
export function prefetchablePath(href: string, currentPath: string): string | null {
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  const path = href.split("#")[0]!;
  if (path === "" || path.split("?")[0] === currentPath) return null;
  if (/^\/(api|operador)(\/|$)/.test(path) || /\.(pdf|ics|xml|txt|json|png|jpe?g|webp|svg)(\?|$)/i.test(path))
    return null;
  return path;
}

/**
 * The next batch: the first 4 paths of the queue (in the order the links came into view) not prefetched yet, each
 * once. Empty when prefetching is not allowed for this visit.
 */
export function nextPrefetchBatch(opts: {
  queue: readonly string[];
  done: ReadonlySet<string>;
  connection?: ConnectionInfo;
  userAgent?: string | null;
}): string[] {
  if (!prefetchAllowed(opts.connection, opts.userAgent)) return [];
  const batch: string[] = [];
  for (const path of opts.queue) {
    if (batch.length === PREFETCH_BATCH) break;
    if (!opts.done.has(path) && !batch.includes(path)) batch.push(path);
  }
  return batch;
}
