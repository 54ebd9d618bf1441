/**
 * What every HTML e-mail part shares (booking e-mails, order e-mails): escaping, the outer document with the
 * title as heading, a label/value table and a button-styled link. Inline styles only: mail clients drop <style>.
 * Callers escape every value they interpolate themselves; the helpers here escape what they are given as text.
 * Every word comes from the catalogue's `mail` namespace, in the language the e-mail is written in.
 */
import "#src/shared/i18n/catalogue/register-all.ts";
import { type MessageKey, type MessageValues, t } from "#src/shared/i18n/i18n.ts";
import { type Lang, LOCALE } from "#src/shared/i18n/lang.ts";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for an HTML element or a double- or single-quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** The greeting line: "Olá Rita," ("Hola, Rita:") or just "Olá," ("Hola:") when the name is unknown. */
export function helloText(name: string | null | undefined, lang: Lang = "pt"): string {
  const n = name?.trim();
  return n ? t(lang, "mail.hello", { name: n }) : t(lang, "mail.helloNoName");
}

/** The greeting paragraph (see helloText). */
export function helloHtml(name: string | null | undefined, lang: Lang = "pt"): string {
  return `<p>${escapeHtml(helloText(name, lang))}</p>`;
}

/**
 * A catalogue message as HTML: the whole text escaped, and the values named in `strong` (plain text, escaped too)
 * in <strong>, or given as ready HTML in `html` (a link).
 */
export function messageHtml(
  lang: Lang,
  key: MessageKey,
  values: MessageValues,
  opts: { strong?: readonly string[]; html?: Record<string, string> } = {},
): string {
  const marked: MessageValues = { ...values };
  const swaps: string[] = [];
  const mark = (html: string) => {
    swaps.push(html);
    return `\uE000${swaps.length - 1}\uE001`;
  };
  for (const k of opts.strong ?? []) marked[k] = mark(`<strong>${escapeHtml(String(values[k] ?? ""))}</strong>`);
  for (const [k, html] of Object.entries(opts.html ?? {})) marked[k] = mark(html);
  return escapeHtml(t(lang, key, marked)).replace(/\uE000(\d+)\uE001/g, (_, i: string) => swaps[Number(i)] ?? "");
}

/** Label/value rows (both plain text, escaped here) as a two-column table. */
export function factsTableHtml(rows: ReadonlyArray<readonly [string, string]>): string {
  return `<table role="presentation" style="border-collapse:collapse">${rows
    .map(
      ([k, v]) =>
        `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join("")}</table>`;
}

/** A link styled as the site's primary button (href and label are plain text, escaped here). */
export function buttonHtml(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 18px;background:#172763;color:#ffffff;border-radius:8px;font-weight:600;text-decoration:none">${escapeHtml(label)}</a>`;
}

/** A plain link (href and label are plain text, escaped here). */
export function linkHtml(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}" style="color:#172763">${escapeHtml(label)}</a>`;
}

/** The whole document: `title` (plain text) as <title> and heading, `bodyHtml` (already HTML) and the signature. */
export function mailDocument(title: string, bodyHtml: string, lang: Lang = "pt"): string {
  const t = escapeHtml(title);
  return `<!doctype html>
<html lang="${LOCALE[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t}</title></head>
<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1b1f2a;background:#ffffff">
<h1 style="font-size:22px;color:#172763;margin:0 0 16px">${t}</h1>
${bodyHtml}
<p>RodaCerta</p>
</body></html>`;
}
