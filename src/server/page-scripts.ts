/**
 * A rendered page's JavaScript starts after its first paint (issue 15, goal 3).
 *
 * The HTML of every page is complete without JavaScript: the first paint needs the HTML and the stylesheets, nothing
 * else. But React Router's `<Scripts>` writes ~15 `<link rel="modulepreload">` (React hoists them into <head>) and an
 * `async` module script, so the browser fetches ~130 KB of modules next to the CSS and, on a fast link, runs them and
 * starts hydrating before it paints. Lighthouse's simulation then counts every one of those scripts as part of the
 * first paint (mobile LCP 2.1–2.4 s; 1.1–1.4 s with the scripts starting after the paint).
 *
 * The server therefore rewrites every HTML page on its way out, byte for byte in place (same lengths):
 * - each `rel="modulepreload"` becomes `rel="later-preload"`, a relation the browser ignores;
 * - React Router's module script `type="module" async=""` becomes `type="text/later"`, a type it does not run (any
 *   other such script in <body> too);
 * - a small inline script (with the response's CSP nonce) at the end of <body> waits for the first frame to be painted
 *   (requestAnimationFrame, then a task: the task runs after that frame), turns the links back into modulepreloads
 *   and puts a runnable copy of the module script in the place of the inert one. From there on everything is as React
 *   Router wrote it, so the document React hydrates is the one it rendered (the starter removes itself before
 *   anything else runs).
 * A page in a hidden tab paints nothing: its scripts start at once (also when the tab is hidden before its first
 * frame, or in a browser without requestAnimationFrame); and should a frame never come (a page in an off-screen frame,
 * a crawler that runs scripts but paints nothing), they start 1 s after the page's load event. A page without React
 * Router's module script is passed on as it came.
 */

const PRELOAD = Buffer.from('rel="modulepreload"');
const PRELOAD_LATER = Buffer.from('rel="later-preload"');
const MODULE_SCRIPT = Buffer.from('type="module" async="">');
const MODULE_SCRIPT_LATER = Buffer.from('type="text/later"'.padEnd(MODULE_SCRIPT.length - 1) + ">");
const BODY_END = Buffer.from("</body>");

/** The starter (see above). Kept small and free of quotes that would need escaping in HTML. */
export const STARTER =
  "(()=>{document.currentScript.remove();let done=false;" +
  "const go=()=>{if(done)return;done=true;" +
  'for(const l of document.querySelectorAll(\'link[rel="later-preload"]\'))l.rel="modulepreload";' +
  "for(const o of document.querySelectorAll('script[type=\"text/later\"]')){" +
  'const s=document.createElement("script");s.type="module";s.nonce=o.nonce;s.textContent=o.textContent;' +
  "o.replaceWith(s)}};" +
  'if(document.visibilityState==="hidden"||typeof requestAnimationFrame!=="function")return go();' +
  "requestAnimationFrame(()=>setTimeout(go));" +
  'addEventListener("load",()=>setTimeout(go,1000));' +
  'document.addEventListener("visibilitychange",()=>document.visibilityState==="hidden"&&go())})()';

/** Replaces every `from` in `html[start, end)` by `to` (same length), in place. */
function patchAll(html: Buffer, from: Buffer, to: Buffer, start = 0, end = html.length): void {
  for (let at = html.indexOf(from, start); at !== -1 && at < end; at = html.indexOf(from, at + from.length))
    to.copy(html, at);
}

/**
 * The page with its scripts starting after the first paint (see above). `html` is the whole document; it is patched
 * in place and returned with the starter added (nonce: the script nonce of the response's Content-Security-Policy).
 */
export function scriptsAfterPaint(html: Buffer, nonce: string | undefined): Buffer {
  const moduleAt = html.indexOf(MODULE_SCRIPT);
  const bodyEnd = html.lastIndexOf(BODY_END);
  if (moduleAt === -1 || bodyEnd < moduleAt) return html;
  patchAll(html, MODULE_SCRIPT, MODULE_SCRIPT_LATER, moduleAt, bodyEnd);
  patchAll(html, PRELOAD, PRELOAD_LATER);
  const starter = Buffer.from(`<script${nonce ? ` nonce="${nonce}"` : ""}>${STARTER}</script>`);
  return Buffer.concat([html.subarray(0, bodyEnd), starter, html.subarray(bodyEnd)]);
}

/** Pages are at most a few hundred KB; a larger one is passed on as it comes (it bounds the buffering). */
const MAX_PAGE_BYTES = 4 * 1024 * 1024;

/**
 * An HTML body stream passed through scriptsAfterPaint. The page is rendered whole before its first byte is sent
 * (entry.server.tsx, onAllReady), so holding it until its end delays nothing.
 */
export function scriptsAfterPaintStream(
  body: ReadableStream<Uint8Array>,
  nonce: string | undefined,
): ReadableStream<Uint8Array> {
  let pending: Uint8Array[] | null = [];
  let size = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (pending === null) return controller.enqueue(chunk);
        pending.push(chunk);
        size += chunk.length;
        if (size > MAX_PAGE_BYTES) {
          for (const c of pending) controller.enqueue(c);
          pending = null;
        }
      },
      flush(controller) {
        if (pending === null || size === 0) return;
        controller.enqueue(scriptsAfterPaint(Buffer.concat(pending, size), nonce));
      },
    }),
  );
}

/** A page response whose scripts start after its first paint (HTML only; other responses are returned as they are). */
export function withScriptsAfterPaint(response: Response, nonce: string | undefined): Response {
  if (!response.body || !/^text\/html\b/.test(response.headers.get("content-type") ?? "")) return response;
  return new Response(scriptsAfterPaintStream(response.body, nonce), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
