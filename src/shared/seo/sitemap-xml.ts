/**
 * Sitemap XML (sitemaps.org 0.9): a sitemap index and the URL sets it points to, with optional lastmod and hreflang
 * alternates (xhtml:link). Text is escaped; a URL set holds at most 50 000 URLs (the protocol's limit), so a longer
 * list is split into numbered parts.
 */
import type { Alternate } from "./site-languages.ts";

export const SITEMAP_MAX_URLS = 50_000;

export type SitemapEntry = {
  /** Absolute URL. */
  loc: string;
  lastmod?: Date | null;
  alternates?: readonly Alternate[];
};

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] as string,
  );
}

/** W3C datetime, as the protocol asks: the day (UTC) is enough for pages that change at most daily. */
const lastmodText = (d: Date) => d.toISOString().slice(0, 10);

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const withAlternates = entries.some((e) => e.alternates && e.alternates.length > 0);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${withAlternates ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ""}>`,
  ];
  for (const e of entries) {
    let url = `<url><loc>${escapeXml(e.loc)}</loc>`;
    if (e.lastmod) url += `<lastmod>${lastmodText(e.lastmod)}</lastmod>`;
    for (const a of e.alternates ?? [])
      url += `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`;
    lines.push(`${url}</url>`);
  }
  lines.push("</urlset>");
  return `${lines.join("\n")}\n`;
}

export function sitemapIndexXml(sitemaps: ReadonlyArray<{ loc: string; lastmod?: Date | null }>): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (const s of sitemaps)
    lines.push(
      `<sitemap><loc>${escapeXml(s.loc)}</loc>${s.lastmod ? `<lastmod>${lastmodText(s.lastmod)}</lastmod>` : ""}</sitemap>`,
    );
  lines.push("</sitemapindex>");
  return `${lines.join("\n")}\n`;
}

/** Splits a URL list into parts the protocol accepts (at most `max` URLs each); an empty list is one empty part. */
export function splitSitemap<T>(entries: readonly T[], max = SITEMAP_MAX_URLS): T[][] {
  if (entries.length === 0) return [[]];
  const parts: T[][] = [];
  for (let i = 0; i < entries.length; i += max) parts.push(entries.slice(i, i + max));
  return parts;
}

/** The most recent of some dates (null when none is known). */
export function latest(dates: ReadonlyArray<Date | null | undefined>): Date | null {
  let out: Date | null = null;
  for (const d of dates) if (d && (!out || d > out)) out = d;
  return out;
}
