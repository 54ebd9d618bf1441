import type { WorkshopsInAreaAnswer } from "#src/shared/workshops/workshops-api.schema.ts";
import type { Route } from "./+types/area";
import { type Answer, loadApi } from "../api-context.ts";
import { translatorAt, useT } from "../i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import { areaLabel } from "./labels.ts";
import { WorkshopCard } from "./workshop-card.tsx";
import { WorkshopMap } from "./workshop-map.tsx";
import { keptForVisitorsWithoutCookies } from "../page-cache-handle.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadApi<Answer<typeof WorkshopsInAreaAnswer>>(context, `/oficinas/area/${encodeURIComponent(params.area)}`);
}

export const meta: Route.MetaFunction = ({ loaderData, params, location }) => {
  if (!loaderData) return [];
  const { t, path } = translatorAt(location);
  const area = areaLabel(t, loaderData.provincia);
  return seo(
    t("workshops.areaTitle", { area }),
    t("workshops.areaMetaDescription", { n: String(loaderData.talleres.length), area }),
    path(`/oficinas-mecanicas/${params.area}`),
  );
};

export default function AreaPage({ loaderData }: Route.ComponentProps) {
  const { t, path } = useT();
  const { talleres } = loaderData;
  const provincia = areaLabel(t, loaderData.provincia);
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: t("workshops.crumb"), to: path("/oficinas-mecanicas") }, { label: provincia }]} />
      <h1>{t("workshops.areaTitle", { area: provincia })}</h1>
      <WorkshopMap
        pins={talleres.map((w) => ({ code: w.codTienda, alias: w.alias, lat: w.lat, lon: w.lon, url: w.url }))}
      />
      <div className="grid">
        {talleres.map((w) => (
          <WorkshopCard key={w.codTienda} w={w} bookHref={path(`/marcacao-previa/servicos?taller=${w.codTienda}`)} />
        ))}
      </div>
    </div>
  );
}

/** Kept and served again to visitors without cookies (page-cache-handle.ts). */
export const handle = keptForVisitorsWithoutCookies;
