import { data } from "react-router";
import { ptPath } from "#src/shared/i18n/paths.ts";
import { contentPage } from "#src/shared/content/pages.ts";
import { translatorFor } from "#src/web/i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import type { Route } from "./+types/content-page";
import { keptForVisitorsWithoutCookies } from "../page-cache-handle.ts";

/** The page's slug: the first segment of its Portuguese path (/empresa, and /es/empresa on the Spanish site). */
function contentSlugOf(pathname: string): string {
  return (
    ptPath(pathname.replace(/\.data$/, ""))
      .split("/")
      .filter(Boolean)[0] ?? ""
  );
}

export function loader({ request }: Route.LoaderArgs) {
  const page = contentPage(translatorFor(request).lang, contentSlugOf(new URL(request.url).pathname));
  if (!page) throw data("Página não encontrada", { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData ? seo(loaderData.page.title, loaderData.page.description, location.pathname) : [];

export default function ContentPageView({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: page.title }]} />
      <h1>{page.title}</h1>
      <p className="lead">{page.description}</p>
      {page.sections.map((s) => (
        <section key={s.h}>
          <h2>{s.h}</h2>
          {s.p.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </div>
  );
}

/** Kept and served again to visitors without cookies (page-cache-handle.ts). */
export const handle = keptForVisitorsWithoutCookies;
