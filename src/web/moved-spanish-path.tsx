/**
 * A Spanish address that was served with a Portuguese segment (MOVED_SPANISH_PATHS in src/shared/i18n/paths.ts, e.g.
 * /es/kits-ozono): moved permanently to its Spanish spelling (/kits-de-ozono), the query string kept. The target is
 * built from the route's own constant, never from the request's path, so the Location is always a path of this site
 * (a request path like `//host/…` cannot turn into a `//host` Location, which browsers read as another site).
 */
import { data, redirect } from "react-router";
import { canonicalPath, MOVED_SPANISH_PATHS } from "#src/shared/i18n/paths.ts";
import type { Route } from "./+types/moved-spanish-path";

/** The moved address a request was routed here for (the router matches case-insensitively, with a trailing slash). */
function movedPathOf(pathname: string): string | undefined {
  const asked = pathname
    .replace(/\.data$/, "")
    .replace(/\/+$/, "")
    .toLowerCase();
  return MOVED_SPANISH_PATHS.find((p) => asked === `/${p}`);
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const moved = movedPathOf(url.pathname);
  if (!moved) throw data(null, { status: 404 });
  return redirect(`${canonicalPath(`/${moved}`)}${url.search}`, 301);
}
