/**
 * The site language a browser asks for in its Accept-Language header ("es-ES,es;q=0.9,en;q=0.8" → "es"), or null
 * when it names neither Portuguese nor Spanish. Between the two, the higher weight wins; a tie goes to the first named.
 */
import type { Lang } from "./lang.ts";

export function preferredLang(header: string | null | undefined): Lang | null {
  let best: { lang: Lang; q: number } | null = null;
  for (const part of (header ?? "").split(",")) {
    const [tag = "", ...params] = part.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0];
    if (primary !== "pt" && primary !== "es") continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? null;
}
