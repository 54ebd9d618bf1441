import { useState } from "react";
import { Form, Link } from "react-router";
import { formatDayMonthYear } from "#src/shared/dates.ts";
import { translatorAt, useT } from "#src/web/i18n.ts";
import type { OffersAnswer } from "#src/shared/promotions/offers-api.schema.ts";
import type { TyreOptionsAnswer } from "#src/shared/tyres/tyres-api.schema.ts";
import { type Answer, loadApi } from "../api-context.ts";
import { seo } from "../ui/seo.ts";
import type { Route } from "./+types/home";
import styles from "./home.module.css";
import { PlateSearch } from "./plate-search.tsx";
import { SizeSearch } from "./size-search.tsx";
import { keptForVisitorsWithoutCookies } from "../page-cache-handle.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const [widths, offers] = await Promise.all([
    loadApi<Answer<typeof TyreOptionsAnswer>>(context, "/tyres-with-values"),
    loadApi<Answer<typeof OffersAnswer>>(context, "/promociones"),
  ]);
  return { widths: widths.options, offers: offers.slice(0, 4) };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return seo(t("home.metaTitle"), t("home.metaDescription"), path("/"), { exactTitle: true });
};

/** The workshop services the home page shows: [path, title, text]. */
const SERVICES = [
  ["/mudanca-de-oleo-filtros", "home.serviceOil", "home.serviceOilText"],
  ["/carro/baterias", "home.serviceBatteries", "home.serviceBatteriesText"],
  ["/carro/travoes", "home.serviceBrakes", "home.serviceBrakesText"],
  ["/carro/carga-de-ar-condicionado", "home.serviceAc", "home.serviceAcText"],
  ["/pneus/alinhamento-de-pneus", "home.serviceAlignment", "home.serviceAlignmentText"],
  ["/mota", "home.serviceMoto", "home.serviceMotoText"],
] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const [tab, setTab] = useState<"medida" | "matricula">("medida");
  const { t, path } = useT();
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={`container ${styles.layout}`}>
          <div>
            <h1 id="hero-title">{t("home.heroTitle")}</h1>
            <p className="lead">{t("home.heroLead")}</p>
            <ul className={styles.trust}>
              <li>{t("home.trustTyres")}</li>
              <li>{t("home.trustWorkshops")}</li>
              <li>{t("home.trustPrice")}</li>
            </ul>
          </div>
          <div className={styles.searchCard}>
            <div role="tablist" aria-label={t("home.searchTabsLabel")} className={styles.tabs}>
              <button
                type="button"
                role="tab"
                id="tab-medida"
                aria-selected={tab === "medida"}
                aria-controls="panel-medida"
                className={styles.tab}
                onClick={() => setTab("medida")}
              >
                {t("home.tabSize")}
              </button>
              <button
                type="button"
                role="tab"
                id="tab-matricula"
                aria-selected={tab === "matricula"}
                aria-controls="panel-matricula"
                className={styles.tab}
                onClick={() => setTab("matricula")}
              >
                {t("home.tabPlate")}
              </button>
            </div>
            <div role="tabpanel" id="panel-medida" aria-labelledby="tab-medida" hidden={tab !== "medida"}>
              <SizeSearch widths={loaderData.widths} />
            </div>
            <div role="tabpanel" id="panel-matricula" aria-labelledby="tab-matricula" hidden={tab !== "matricula"}>
              <PlateSearch />
            </div>
            <p className="hint" style={{ marginTop: 12 }}>
              {t("home.motoQuestion")} <Link to={path("/selector-moto/marca")}>{t("home.motoLink")}</Link>.
            </p>
          </div>
        </div>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="offers-title">
        <h2 id="offers-title">{t("home.offersTitle")}</h2>
        {loaderData.offers.length === 0 ? (
          <p>{t("home.offersNone")}</p>
        ) : (
          <div className="grid">
            {loaderData.offers.map((o) => (
              <article key={o.id_site_promocion} className={`card ${styles.offer}`}>
                <span className={styles.badge}>
                  {o.descuento === 100
                    ? t("common.offerFree")
                    : t("common.offerDiscount", { discount: String(o.descuento) })}
                </span>
                <h3 style={{ margin: 0 }}>{o.titulo}</h3>
                <p style={{ margin: 0 }}>{o.descripcion}</p>
                <p className="hint">
                  {t("common.offerValidUntil", { date: formatDayMonthYear(isoDay(o.fecha_limite)) })}
                </p>
                <Link to={path(`/promocoes/${o.categoria}/${o.id_site_promocion}`)}>{t("home.seeOffer")}</Link>
              </article>
            ))}
          </div>
        )}
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="workshop-title">
        <div className="card">
          <h2 id="workshop-title" style={{ marginTop: 0 }}>
            {t("home.workshopTitle")}
          </h2>
          <Form method="get" action={path("/oficinas-mecanicas")} className={styles.workshop}>
            <div className="field">
              <label htmlFor="cp">{t("home.postcodeLabel")}</label>
              <input
                id="cp"
                name="cp"
                inputMode="numeric"
                placeholder={t("home.postcodePlaceholder")}
                pattern="\d{4}-?\d{3}|\d{5}"
                required
              />
            </div>
            <button type="submit" className="btn btn-secondary">
              {t("home.searchWorkshops")}
            </button>
            <Link to={path("/marcacao-previa")} className="btn btn-ghost">
              {t("home.bookWithoutBuying")}
            </Link>
          </Form>
        </div>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="services-title">
        <h2 id="services-title">{t("home.servicesTitle")}</h2>
        <div className={`grid ${styles.services}`}>
          {SERVICES.map(([to, title, text]) => (
            <div key={to} className="card">
              <Link to={path(to)}>
                <h3>{t(title)}</h3>
                <p style={{ margin: 0 }}>{t(text)}</p>
              </Link>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}

function isoDay(iso: string) {
  const [y, m, d] = iso.slice(0, 10).split("-").map(Number);
  return { year: y as number, month: m as number, day: d as number };
}

/** Kept and served again to visitors without cookies (page-cache-handle.ts). */
export const handle = keptForVisitorsWithoutCookies;
