import { Link } from "react-router";
import { WEEKDAY_LABEL, type WeekdayKey } from "#src/shared/booking/slots.ts";
import { WORKSHOP_SERVICE_LABEL, type WorkshopService } from "#src/shared/workshops/services.ts";
import type { Route } from "./+types/workshop-page";
import { loadApi } from "../api-context.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { SITE_URL, seo } from "../ui/seo.ts";
import { NextDate } from "./next-date.tsx";
import { Stars } from "./stars.tsx";
import type { WorkshopCardData } from "./workshop-card.tsx";
import { WorkshopMap } from "./workshop-map.tsx";

type Detail = WorkshopCardData & {
  provincia: string;
  provinciaSlug: string;
  email: string;
  responsable: string;
  horario: Record<WeekdayKey, Array<[string, string]>>;
  equipamiento: string[];
  resenas: Array<{ autor: string; estrellas: number; comentario: string; fecha: string }>;
};

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadApi<Detail>(
    context,
    `/oficina/${encodeURIComponent(params.provincia)}/${encodeURIComponent(params.taller)}`,
  );
}

const DAYS: WeekdayKey[] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
const SCHEMA_DAYS: Record<WeekdayKey, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

export const meta: Route.MetaFunction = ({ loaderData: w }) => {
  if (!w) return [];
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "AutoRepair",
    name: w.alias,
    url: `${SITE_URL}${w.url}`,
    telephone: w.telefono,
    email: w.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: w.direccion,
      postalCode: w.cpostal,
      addressLocality: w.poblacion,
      addressRegion: w.provincia,
      addressCountry: w.cpostal.includes("-") ? "PT" : "ES",
    },
    geo: { "@type": "GeoCoordinates", latitude: w.lat, longitude: w.lon },
    openingHoursSpecification: DAYS.flatMap((d) =>
      w.horario[d].map(([opens, closes]) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: SCHEMA_DAYS[d],
        opens,
        closes,
      })),
    ),
    ...(w.valoracion !== null
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: w.valoracion, reviewCount: w.opiniones } }
      : {}),
  };
  return [
    ...seo(
      `${w.alias} — oficina em ${w.poblacion}`,
      `Oficina ${w.alias}: ${w.direccion}, ${w.cpostal} ${w.poblacion}. Horário, serviços, equipamento e opiniões. Marque online.`,
      w.url,
    ),
    { "script:ld+json": jsonLd },
  ];
};

export default function WorkshopPage({ loaderData: w }: Route.ComponentProps) {
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${w.lat},${w.lon}`;
  return (
    <div className="container page">
      <Breadcrumbs
        items={[
          { label: "Oficinas", to: "/oficinas-mecanicas" },
          { label: w.provincia, to: `/oficinas-mecanicas/${w.provinciaSlug}` },
          { label: w.alias },
        ]}
      />
      <h1>{w.alias}</h1>
      <p className="lead">
        {w.direccion}, {w.cpostal} {w.poblacion} · <Stars value={w.valoracion} count={w.opiniones} />
      </p>
      <div className="product-layout">
        <div>
          <div className="card">
            <h2 style={{ marginTop: 0 }}>Contactos</h2>
            <p>
              Telefone: <a href={`tel:${w.telefono.replace(/\s/g, "")}`}>{w.telefono}</a>
              <br />
              E-mail: <a href={`mailto:${w.email}`}>{w.email}</a>
              <br />
              Responsável: {w.responsable}
            </p>
            <p style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
              {w.citaWeb ? (
                <Link className="btn" to={`/marcacao-previa/servicos?taller=${w.codTienda}`}>
                  Marcar nesta oficina
                </Link>
              ) : (
                <span className="hint">Esta oficina só aceita marcações por telefone.</span>
              )}
              <a className="btn btn-ghost" href={directions} target="_blank" rel="noreferrer">
                Como chegar
              </a>
            </p>
            {w.citaWeb && <NextDate code={w.codTienda} />}
          </div>
          <h2>Horário</h2>
          <table className="hours">
            <tbody>
              {DAYS.map((d) => (
                <tr key={d}>
                  <th scope="row">{WEEKDAY_LABEL[d]}</th>
                  <td>
                    {w.horario[d].length === 0 ? "Fechado" : w.horario[d].map(([a, b]) => `${a}–${b}`).join(" · ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div>
          <WorkshopMap pins={[{ code: w.codTienda, alias: w.alias, lat: w.lat, lon: w.lon, url: w.url }]} />
          <h2>Serviços</h2>
          <ul className="chips small">
            {w.servicios.map((s) => (
              <li key={s}>{WORKSHOP_SERVICE_LABEL[s as WorkshopService] ?? s}</li>
            ))}
          </ul>
          <h2>Equipamento</h2>
          <ul>
            {w.equipamiento.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
          <h2>Opiniões</h2>
          {w.resenas.length === 0 ? (
            <p>Ainda não há opiniões.</p>
          ) : (
            <ul className="reviews">
              {w.resenas.map((r) => (
                <li key={`${r.autor}${r.fecha}`} className="card">
                  <Stars value={r.estrellas} /> <strong>{r.autor}</strong>{" "}
                  <span className="hint">
                    · {r.fecha.slice(8, 10)}/{r.fecha.slice(5, 7)}/{r.fecha.slice(0, 4)}
                  </span>
                  <p style={{ margin: "6px 0 0" }}>{r.comentario}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
