import { Link, redirect } from "react-router";
import { canonicalPath, ptSegmentUnder } from "#src/shared/i18n/paths.ts";
import { apiContext } from "../api-context.ts";
import { translatorAt, useT } from "../i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import type { Route } from "./+types/pneus-slug";
import { serviceLandingCopy, typeLandingCopy } from "./landing-copy.ts";
import { SizeLinks } from "./size-links.tsx";
import { loadLanding } from "./pneus.server.ts";
import type { Season, Tier } from "#src/shared/tyres/types.ts";
import type { MessageKey } from "../i18n.ts";
import { count, money } from "../ui/page-numbers.ts";
import { keptForVisitorsWithoutCookies } from "../page-cache-handle.ts";

/**
 * The tiers' and seasons' names (the tyre cards' copy has them too, but would bring the cards' messages and code:
 * a landing shows no card).
 */
const TIER_KEY: Record<Tier, MessageKey> = {
  PREMIUM: "tyres.tierPremium",
  QUALITY: "tyres.tierQuality",
  BUDGET: "tyres.tierBudget",
};
const SEASON_KEY: Record<Season, MessageKey> = {
  verano: "tyres.seasonVerano",
  invierno: "tyres.seasonInvierno",
  allseason: "tyres.seasonAllseason",
};

/**
 * /pneus/{tipo}, /pneus/{marca}, /pneus/{marca}-mota and the tyre service pages share one URL segment. A slug the
 * Spanish route map translates (/neumaticos/moto for /pneus/mota, /neumaticos/michelin-moto) is read as the Portuguese
 * one; a Spanish address still spelt the Portuguese way (/neumaticos/carrinha) moves (301) to its Spanish spelling.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!url.pathname.endsWith(".data")) {
    const canonical = canonicalPath(url.pathname);
    if (canonical !== url.pathname) throw redirect(`${canonical}${url.search}`, 301);
  }
  return loadLanding(context.get(apiContext), ptSegmentUnder("pneus", params.slug));
}

export const meta: Route.MetaFunction = ({ loaderData, params, location }) => {
  const tr = translatorAt(location);
  const { t, lang } = tr;
  if (!loaderData) return [{ title: `${t("tyres.notFoundTitle")} | RodaCerta` }];
  const path = tr.path(`/pneus/${ptSegmentUnder("pneus", params.slug)}`);
  if (loaderData.kind === "servico") {
    const l = serviceLandingCopy(tr, loaderData.landing.slug, loaderData.landing);
    return seo(l.title, l.description, path);
  }
  if (loaderData.kind === "tipo") {
    const l = typeLandingCopy(tr, loaderData.landing.slug, loaderData.landing);
    return seo(l.title, l.description, path);
  }
  const b = loaderData.brand;
  return loaderData.moto
    ? seo(
        t("tyreLanding.brandMotoTitle", { brand: b.name }),
        t("tyreLanding.brandMotoMetaDescription", { brand: b.name }),
        path,
      )
    : seo(
        t("tyreLanding.brandMetaTitle", { brand: b.name }),
        t("tyreLanding.brandMetaDescription", {
          brand: b.name,
          tier: t(TIER_KEY[b.tier]).toLowerCase(),
          n: loaderData.medidas.length,
          from: loaderData.desde ? money(lang, loaderData.desde) : "—",
        }),
        path,
      );
};

export default function PneusSlug({ loaderData }: Route.ComponentProps) {
  const tr = useT();
  const { t, path, lang } = tr;
  /** Euros in the page's language (formatEur). */
  const eur = (cents: number) => money(lang, cents);
  const tyres = { label: t("common.crumbTyres"), to: path("/pneus") };
  if (loaderData.kind === "servico") {
    const l = { ...loaderData.landing, ...serviceLandingCopy(tr, loaderData.landing.slug, loaderData.landing) };
    return (
      <div className="container page">
        <Breadcrumbs items={[tyres, { label: l.h1 }]} />
        <h1>{l.h1}</h1>
        {l.paragraphs.map((p) => (
          <p key={p} className="lead">
            {p}
          </p>
        ))}
        {l.priceFrom !== null && (
          <p>
            {`${t("tyreLanding.serviceFrom")} `}
            <strong>{eur(l.priceFrom)}</strong>
            {t("tyreLanding.serviceVatIncluded")}
          </p>
        )}
        <p style={{ display: "flex", gap: 12, flexWrap: "wrap" }}>
          <Link className="btn" to={path("/marcacao-previa")}>
            {t("tyreLanding.serviceBook")}
          </Link>
          <Link className="btn btn-ghost" to={path("/oficinas-mecanicas")}>
            {t("tyreLanding.serviceWorkshops")}
          </Link>
        </p>
      </div>
    );
  }
  if (loaderData.kind === "tipo") {
    const l = { ...loaderData.landing, ...typeLandingCopy(tr, loaderData.landing.slug, loaderData.landing) };
    return (
      <div className="container page">
        <Breadcrumbs items={[tyres, { label: l.h1 }]} />
        <h1>{l.h1}</h1>
        <p className="lead">{l.intro}</p>
        {loaderData.desde !== null && (
          <p>
            {`${t("tyreLanding.typeTotalFrom", { total: count(lang, loaderData.total) })} `}
            <strong>{eur(loaderData.desde)}</strong>.
          </p>
        )}
        {l.filter.quad && (
          <p>
            <Link className="btn" to={path("/contato/")}>
              {t("tyreLanding.typeQuote")}
            </Link>
          </p>
        )}
        {l.filter.moto && (
          <p>
            <Link className="btn" to={path("/selector-moto")}>
              {t("tyreLanding.typeMotoSearch")}
            </Link>
          </p>
        )}
        {loaderData.medidas.length > 0 && (
          <>
            <h2>{t("tyreLanding.popularSizes")}</h2>
            <SizeLinks sizes={loaderData.medidas} />
          </>
        )}
        {loaderData.brands.length > 0 && (
          <>
            <h2>{t("tyreLanding.brands")}</h2>
            <ul className="chips">
              {loaderData.brands.map((b) => (
                <li key={b.slug}>
                  <Link to={path(`/pneus/${b.slug}${l.filter.moto ? "-mota" : ""}`)}>{b.name}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    );
  }
  const b = loaderData.brand;
  return (
    <div className="container page">
      <Breadcrumbs
        items={[tyres, { label: loaderData.moto ? t("tyreLanding.brandMotoCrumb", { brand: b.name }) : b.name }]}
      />
      <h1>
        {loaderData.moto ? t("tyreLanding.brandMotoTitle", { brand: b.name }) : t("tyres.tyresOf", { what: b.name })}
      </h1>
      <p className="lead">
        {`${b.name} (${b.country}) · ${t("tyreLanding.brandTier", { tier: t(TIER_KEY[b.tier]).toLowerCase() })}`}
        {loaderData.desde !== null &&
          !loaderData.moto &&
          ` · ${t("tyreLanding.fromPrice", { price: eur(loaderData.desde) })}`}
      </p>
      {loaderData.moto ? (
        <p>
          <Link className="btn" to={path("/selector-moto")}>
            {t("tyreLanding.brandMotoSearch", { brand: b.name })}
          </Link>
        </p>
      ) : (
        <>
          <h2>{t("tyreLanding.brandModels")}</h2>
          <div className="grid">
            {loaderData.models.map((m) => (
              <article key={m.slug} className="card">
                <h3 style={{ marginTop: 0 }}>
                  <Link to={path(`/pneus/${b.slug}/${m.slug}`)}>{`${b.name} ${m.nombre}`}</Link>
                </h3>
                <p style={{ margin: 0 }}>
                  {t("tyreLanding.brandModelLine", {
                    season: t(SEASON_KEY[m.temporada]),
                    n: m.medidas,
                    price: eur(m.desde),
                  })}
                </p>
              </article>
            ))}
          </div>
          <h2>{t("tyreLanding.brandPopularSizes", { brand: b.name })}</h2>
          <SizeLinks sizes={loaderData.medidas} marca={b.id} />
        </>
      )}
    </div>
  );
}

/** Kept and served again to visitors without cookies (page-cache-handle.ts). */
export const handle = keptForVisitorsWithoutCookies;
