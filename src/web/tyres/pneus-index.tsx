import { Link } from "react-router";
import { SERVICE_LANDINGS, TYPE_LANDINGS } from "#src/shared/tyres/landings.ts";
import { apiContext } from "../api-context.ts";
import { translatorAt, useT } from "../i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import type { Route } from "./+types/pneus-index";
import { serviceLandingCopy, typeLandingCopy } from "./landing-copy.ts";
import { SizeLinks } from "./size-links.tsx";
import { loadTyresIndex } from "./pneus.server.ts";
import { keptForVisitorsWithoutCookies } from "../page-cache-handle.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return loadTyresIndex(context.get(apiContext));
}

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return seo(t("tyreLanding.indexMetaTitle"), t("tyreLanding.indexMetaDescription"), path("/pneus"));
};

export default function PneusIndex({ loaderData }: Route.ComponentProps) {
  const tr = useT();
  const { t, path } = tr;
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: t("common.crumbTyres") }]} />
      <h1>{t("common.crumbTyres")}</h1>
      <p className="lead">{t("tyreLanding.indexLead")}</p>
      <h2>{t("tyreLanding.indexByType")}</h2>
      <ul className="chips">
        {TYPE_LANDINGS.map((l) => (
          <li key={l.slug}>
            <Link to={path(`/pneus/${l.slug}`)}>{typeLandingCopy(tr, l.slug, l).h1}</Link>
          </li>
        ))}
      </ul>
      <h2>{t("tyreLanding.popularSizes")}</h2>
      <SizeLinks sizes={loaderData.medidas} />
      <h2>{t("tyreLanding.brands")}</h2>
      <ul className="chips">
        {loaderData.brands.map((b) => (
          <li key={b.slug}>
            <Link to={path(`/pneus/${b.slug}`)}>{b.name}</Link>
          </li>
        ))}
      </ul>
      <h2>{t("tyreLanding.indexServices")}</h2>
      <ul className="chips">
        {SERVICE_LANDINGS.map((s) => (
          <li key={s.slug}>
            <Link to={path(`/pneus/${s.slug}`)}>{serviceLandingCopy(tr, s.slug, s).h1}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Kept and served again to visitors without cookies (page-cache-handle.ts). */
export const handle = keptForVisitorsWithoutCookies;
