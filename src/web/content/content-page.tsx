import { data, useLocation } from "react-router";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import type { Route } from "./+types/content-page";
import { findContentPage } from "#src/shared/content/pages.ts";

export function loader({ request }: Route.LoaderArgs) {
  const slug =
    new URL(request.url).pathname
      .replace(/\.data$/, "")
      .split("/")
      .filter(Boolean)[0] ?? "";
  const page = findContentPage(slug);
  if (!page) throw data("Página não encontrada", { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData ? seo(loaderData.page.title, loaderData.page.description, location.pathname) : [];

export default function ContentPageView({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  useLocation();
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
