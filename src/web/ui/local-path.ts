/**
 * A link target given by another page (a breadcrumb, a menu entry) in the page's language. Pages may pass either the
 * Portuguese path (`/pneus`) or one already in the page's language (`/neumaticos`): a Spanish path is kept as it is,
 * so localising twice is harmless.
 */
import type { Lang } from "#src/shared/i18n/lang.ts";
import { langOfPath, localPath } from "#src/shared/i18n/paths.ts";

export function localHref(lang: Lang, to: string): string {
  if (lang === "pt" || !to.startsWith("/") || langOfPath(to) === "es") return to;
  return localPath(lang, to);
}
