import { Link } from "react-router";
import type { WeekdayKey } from "#src/shared/booking/slots.ts";
import type { WorkshopPageAnswer } from "#src/shared/workshops/workshops-api.schema.ts";
import type { Route } from "./+types/workshop-page";
import { type Answer, loadApi } from "../api-context.ts";
import { translatorAt, useT } from "../i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { SITE_URL, seo } from "../ui/seo.ts";
import { areaLabel, equipmentLabel, serviceLabel, weekdayLabel } from "./labels.ts";
import { NextDate } from "./next-date.tsx";
import { Stars } from "./stars.tsx";
import { WorkshopMap } from "./workshop-map.tsx";
import { keptForVisitorsWithoutCookies } from "../page-cache-handle.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadApi<Answer<typeof WorkshopPageAnswer>>(
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

export const meta: Route.MetaFunction = ({ loaderData: w, location }) => {
  if (!w) return [];
  const { t, path } = translatorAt(location);
  const page = path(w.url);
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "AutoRepair",
    name: w.alias,
    url: `${SITE_URL}${page}`,
    telephone: w.telefono,
    email: w.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: w.direccion,
      postalCode: w.cpostal,
      addressLocality: w.poblacion,
      addressRegion: w.provincia,
      addressCountry: w.pais,
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
      t("workshops.pageMetaTitle", { alias: w.alias, town: w.poblacion }),
      t("workshops.pageMetaDescription", {
        alias: w.alias,
        address: w.direccion,
        postcode: w.cpostal,
        town: w.poblacion,
      }),
      page,
    ),
    { "script:ld+json": jsonLd },
  ];
};

export default function WorkshopPage({ loaderData: w }: Route.ComponentProps) {
  const { t, path, lang } = useT();
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${w.lat},${w.lon}`;
  return (
    <div className="container page">
      <Breadcrumbs
        items={[
          { label: t("workshops.crumb"), to: path("/oficinas-mecanicas") },
          { label: areaLabel(t, w.provincia), to: path(`/oficinas-mecanicas/${w.provinciaSlug}`) },
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
            <h2 style={{ marginTop: 0 }}>{t("workshops.contacts")}</h2>
            <p>
              {t("workshops.phone")} <a href={`tel:${w.telefono.replace(/\s/g, "")}`}>{w.telefono}</a>
              <br />
              {t("workshops.email")} <a href={`mailto:${w.email}`}>{w.email}</a>
              <br />
              {t("workshops.manager", { name: w.responsable })}
            </p>
            <p style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
              {w.citaWeb ? (
                <Link className="btn" to={path(`/marcacao-previa/servicos?taller=${w.codTienda}`)}>
                  {t("workshops.bookHere")}
                </Link>
              ) : (
                <span className="hint">{t("workshops.phoneOnlyWorkshop")}</span>
              )}
              <a className="btn btn-ghost" href={directions} target="_blank" rel="noreferrer">
                {t("workshops.directions")}
              </a>
            </p>
            {w.citaWeb && <NextDate code={w.codTienda} />}
          </div>
          <h2>{t("workshops.hours")}</h2>
          <table className="hours">
            <tbody>
              {DAYS.map((d) => (
                <tr key={d}>
                  <th scope="row">{weekdayLabel(lang, d)}</th>
                  <td>
                    {w.horario[d].length === 0
                      ? t("workshops.closed")
                      : w.horario[d].map(([a, b]) => `${a}–${b}`).join(" · ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div>
          <WorkshopMap pins={[{ code: w.codTienda, alias: w.alias, lat: w.lat, lon: w.lon, url: w.url }]} />
          <h2>{t("workshops.services")}</h2>
          <ul className="chips small">
            {w.servicios.map((s) => (
              <li key={s}>{serviceLabel(t, s)}</li>
            ))}
          </ul>
          <h2>{t("workshops.equipment")}</h2>
          <ul>
            {w.equipamiento.map((e) => (
              <li key={e}>{equipmentLabel(t, e)}</li>
            ))}
          </ul>
          <h2>{t("workshops.reviews")}</h2>
          {w.resenas.length === 0 ? (
            <p>{t("workshops.noReviews")}</p>
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

/** Kept and served again to visitors without cookies (page-cache-handle.ts). */
export const handle = keptForVisitorsWithoutCookies;
