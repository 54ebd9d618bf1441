/**
 * The <head> of a rendered page, put in the order that paints first on a slow phone (issue 15, goal 3).
 *
 * React hoists the JavaScript modules of the page (React Router's `<link rel="modulepreload">`, ~20 of them) into
 * <head> BEFORE the stylesheets `<Links>` renders, and the browser requests them at High priority in that order: on a
 * slow link the page's CSS, the only thing its first paint waits for (the HTML is complete without JavaScript),
 * queues behind ~150 KB of scripts. Lighthouse's simulation counts every High-priority script that loaded before the
 * first paint as render-blocking, so its FCP/LCP was the time to download all of them (2.3–3.2 s).
 *
 * The server therefore rewrites the head of every HTML page on its way out:
 * - the modulepreloads move down, after the last stylesheet (the browser asks for the CSS first);
 * - they get `fetchpriority="low"`: the modules still download in parallel, without waiting for the entry module,
 *   but after the CSS and without competing with it (hydration starts when they are all in, as before).
 * Only <head> is read: the body streams through untouched.
 *
 * Hydration: React 19 finds hoisted tags (modulepreload links, metas, title) in <head> by their key, wherever they
 * are, but hydrates the other head children (the stylesheets `<Links>` renders, a page's JSON-LD script) IN ORDER.
 * So only the modulepreloads move; everything else keeps its place (moving the stylesheets up, before a JSON-LD
 * script, made React throw a hydration error #418 on the product page).
 */

/** A `<link …>` tag whose rel is the given one (React writes attributes with double quotes). */
const linkWithRel = (rel: string) => new RegExp(`<link\\b[^>]*\\brel="${rel}"[^>]*>`, "g");
const STYLESHEET = linkWithRel("stylesheet");
const MODULEPRELOAD = linkWithRel("modulepreload");

/** The head of a page (`<html …><head>…`, up to `</head>`) in paint order (see above). */
export function reorderHead(head: string): string {
  const lastStylesheet = [...head.matchAll(STYLESHEET)].at(-1);
  let out = head;
  if (lastStylesheet !== undefined && head.search(MODULEPRELOAD) < lastStylesheet.index) {
    const at = lastStylesheet.index + lastStylesheet[0].length;
    const before = head.slice(0, at);
    const preloads = before.match(MODULEPRELOAD) ?? [];
    out = before.replace(MODULEPRELOAD, "") + preloads.join("") + head.slice(at);
  }
  return out.replace(MODULEPRELOAD, (tag) =>
    /\bfetchpriority=/i.test(tag) ? tag : tag.replace(/^<link\b/, '<link fetchpriority="low"'),
  );
}

const HEAD_END = Buffer.from("</head>");
/** A head larger than this is passed on as it is (no page has one; it bounds the buffering). */
const MAX_HEAD_BYTES = 256 * 1024;

/** An HTML body stream with its <head> passed through reorderHead; the rest of the bytes are passed on as they come. */
export function reorderHeadStream(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let pending: Buffer | null = Buffer.alloc(0);
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (pending === null) return controller.enqueue(chunk);
        pending = Buffer.concat([pending, chunk]);
        const end = pending.indexOf(HEAD_END);
        if (end === -1) {
          if (pending.length > MAX_HEAD_BYTES) {
            controller.enqueue(pending);
            pending = null;
          }
          return;
        }
        // "</head>" is ASCII, so the bytes before it end on a whole UTF-8 character.
        controller.enqueue(Buffer.from(reorderHead(pending.subarray(0, end).toString("utf8"))));
        controller.enqueue(pending.subarray(end));
        pending = null;
      },
      flush(controller) {
        if (pending !== null && pending.length > 0) controller.enqueue(pending);
      },
    }),
  );
}

/** A page response with its head reordered (HTML only; other responses are returned as they are). */
export function withPaintOrderedHead(response: Response): Response {
  if (!response.body || !/^text\/html\b/.test(response.headers.get("content-type") ?? "")) return response;
  return new Response(reorderHeadStream(response.body), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
