/** The finder's results: the map and one card per workshop (loaded on demand by finder.tsx). */
import { useT } from "../i18n.ts";
import { WorkshopCard, type WorkshopCardData } from "./workshop-card.tsx";
import { WorkshopMap } from "./workshop-map.tsx";

export default function FinderResults({
  list,
  center,
}: {
  list: WorkshopCardData[];
  center?: { lat: number; lon: number } | null;
}) {
  const { path } = useT();
  return (
    <>
      <WorkshopMap
        pins={list.map((w) => ({ code: w.codTienda, alias: w.alias, lat: w.lat, lon: w.lon, url: w.url }))}
        center={center}
      />
      <div className="grid">
        {list.map((w) => (
          <WorkshopCard key={w.codTienda} w={w} bookHref={path(`/marcacao-previa/servicos?taller=${w.codTienda}`)} />
        ))}
      </div>
    </>
  );
}
