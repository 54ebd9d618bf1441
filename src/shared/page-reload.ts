/**
 * Page loading (spec section 4): a page that fails to load its code after a deploy (a chunk that is no longer on the
 * server) and an unknown page reached by a link get one full page load. The attempt is remembered in sessionStorage
 * with its URL, so the same URL is never reloaded in a loop; the mark is dropped once another page has loaded
 * normally, and is ignored after 10 minutes.
 */
export const RELOAD_MARK_KEY = "rodacerta.page-reload";
export const RELOAD_MARK_TTL_MS = 10 * 60_000;

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;
type Mark = { url: string; at: number };

/** The error a browser gives when a dynamically imported module (a code chunk) cannot be fetched or evaluated. */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : typeof error === "string" ? error : "";
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading (CSS )?chunk \S+ failed/i.test(
    text,
  );
}

function readMark(store: Store): Mark | null {
  try {
    const v = JSON.parse(store.getItem(RELOAD_MARK_KEY) ?? "null") as Partial<Mark> | null;
    return v && typeof v.url === "string" && typeof v.at === "number" ? { url: v.url, at: v.at } : null;
  } catch {
    return null;
  }
}

/**
 * Whether `url` may be loaded again now. When it may, the attempt is remembered (and true returned); a second call for
 * the same URL answers false. Without working storage there is no way to stop a loop, so no reload either.
 */
export function claimReload(store: Store | null, url: string, now: number = Date.now()): boolean {
  if (!store) return false;
  const mark = readMark(store);
  if (mark && mark.url === url && now - mark.at < RELOAD_MARK_TTL_MS) return false;
  try {
    store.setItem(RELOAD_MARK_KEY, JSON.stringify({ url, at: now } satisfies Mark));
    return store.getItem(RELOAD_MARK_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * A page loaded normally: a mark left for another URL is dropped (that reload did its job and the visitor moved on).
 * The mark of this very URL stays, so a chunk that keeps failing here cannot reload it again and again.
 */
export function settleReload(store: Store | null, url: string): void {
  if (!store) return;
  const mark = readMark(store);
  try {
    if (store.getItem(RELOAD_MARK_KEY) !== null && (!mark || mark.url !== url)) store.removeItem(RELOAD_MARK_KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
}

/** sessionStorage, or null where it is missing or refused (private modes, blocked storage). */
export function sessionStore(): Store | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}
