import type { Route } from "./+types/area";
import { loadApi } from "../api-context.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import { WorkshopCard, type WorkshopCardData } from "./workshop-card.tsx";
import { WorkshopMap } from "./workshop-map.tsx";

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadApi<{ provincia: string; talleres: WorkshopCardData[] }>(
    context,
    `/oficinas/area/${encodeURIComponent(params.area)}`,
  );
}

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  loaderData
    ? seo(
        `Oficinas em ${loaderData.provincia}`,
        `${loaderData.talleres.length} oficinas RodaCerta em ${loaderData.provincia}: pneus, óleo, travões e revisões com marcação online.`,
        `/oficinas-mecanicas/${params.area}`,
      )
    : [];

export default function AreaPage({ loaderData }: Route.ComponentProps) {
  const { provincia, talleres } = loaderData;
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: "Oficinas", to: "/oficinas-mecanicas" }, { label: provincia }]} />
      <h1>Oficinas em {provincia}</h1>
      <WorkshopMap
        pins={talleres.map((w) => ({ code: w.codTienda, alias: w.alias, lat: w.lat, lon: w.lon, url: w.url }))}
      />
      <div className="grid">
        {talleres.map((w) => (
          <WorkshopCard key={w.codTienda} w={w} bookHref={`/marcacao-previa/servicos?taller=${w.codTienda}`} />
        ))}
      </div>
    </div>
  );
}
