import { data, Link } from "react-router";
import { formatDayMonthYear, isoToDayMonthYear, parseDayMonthYear } from "#src/shared/dates.ts";
import type { MessageKey } from "#src/shared/i18n/i18n.ts";
import { ptSegment } from "#src/shared/i18n/paths.ts";
import {
  PROMOTION_CATEGORY_SLUG,
  type PromotionCategory,
  promotionCategoryOfSlug,
} from "#src/shared/promotions/categories.ts";
import { translatorAt, useT } from "#src/web/i18n.ts";
import type { OfferAnswer, OffersAnswer } from "#src/shared/promotions/offers-api.schema.ts";
import { type Answer, loadApi } from "../api-context.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import type { Route } from "./+types/offers";
import { keptForVisitorsWithoutCookies } from "../page-cache-handle.ts";

/**
 * The categories, in the order the chips show them. Their URL word is Portuguese (/promocoes/carro, /mota, /camiao;
 * the Spanish pages /promociones/coche, /moto, /camion), as is the offers API's `categoria` query value.
 */
const CATEGORIES: ReadonlyArray<{ category: PromotionCategory; label: MessageKey; title: MessageKey }> = [
  { category: "car", label: "home.offersCategoryCarro", title: "home.offersMetaTitleCarro" },
  { category: "motorbike", label: "home.offersCategoryMota", title: "home.offersMetaTitleMota" },
  { category: "truck", label: "home.offersCategoryCamiao", title: "home.offersMetaTitleCamiao" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const category = params.categoria === undefined ? "car" : promotionCategoryOfSlug(ptSegment(params.categoria));
  // An unknown category or promotion is a page that does not exist (404), not a bad request.
  if (!category || (params.id !== undefined && !/^\d{1,9}$/.test(params.id)))
    throw data("Página não encontrada", { status: 404 });
  const categoria = PROMOTION_CATEGORY_SLUG[category];
  if (params.id) {
    const offer = await loadApi<Answer<typeof OfferAnswer>>(context, `/promociones/${encodeURIComponent(params.id)}`);
    return { categoria, offers: [offer], detail: true };
  }
  const offers = await loadApi<Answer<typeof OffersAnswer>>(
    context,
    `/promociones?categoria=${encodeURIComponent(categoria)}`,
  );
  return { categoria, offers, detail: false };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  if (loaderData.detail && loaderData.offers[0])
    return seo(loaderData.offers[0].titulo, loaderData.offers[0].descripcion, location.pathname);
  const { t } = translatorAt(location);
  const category =
    CATEGORIES.find((c) => PROMOTION_CATEGORY_SLUG[c.category] === loaderData.categoria) ?? CATEGORIES[0]!;
  return seo(t(category.title), t("home.offersMetaDescription"), location.pathname);
};

export default function Offers({ loaderData }: Route.ComponentProps) {
  const { t, path } = useT();
  return (
    <div className="container page">
      <Breadcrumbs
        items={[
          { label: t("home.offersHeading"), to: path("/promocoes/carro") },
          ...(loaderData.detail ? [{ label: loaderData.offers[0]?.titulo ?? "" }] : []),
        ]}
      />
      <h1>{loaderData.detail ? loaderData.offers[0]?.titulo : t("home.offersHeading")}</h1>
      {!loaderData.detail && (
        <nav aria-label={t("home.offersCategoriesLabel")}>
          <ul className="chips">
            {CATEGORIES.map((c) => (
              <li key={c.category}>
                <Link
                  to={path(`/promocoes/${PROMOTION_CATEGORY_SLUG[c.category]}`)}
                  aria-current={PROMOTION_CATEGORY_SLUG[c.category] === loaderData.categoria ? "page" : undefined}
                >
                  {t(c.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {loaderData.offers.length === 0 ? (
        <p>{t("home.offersEmpty")}</p>
      ) : (
        <div className="grid">
          {loaderData.offers.map((o) => (
            <article key={o.id_site_promocion} className="card">
              <p style={{ margin: 0, fontWeight: 800, color: "var(--c-accent-dark)" }}>
                {o.descuento === 100
                  ? t("common.offerFree")
                  : t("common.offerDiscount", { discount: String(o.descuento) })}
              </p>
              {!loaderData.detail && <h2 style={{ fontSize: "1.2rem" }}>{o.titulo}</h2>}
              <p>{o.descripcion}</p>
              <p className="hint">
                {t("common.offerValidUntil", {
                  date: formatDayMonthYear(
                    parseDayMonthYear(isoToDayMonthYear(o.fecha_limite)) ?? { day: 1, month: 1, year: 2027 },
                  ),
                })}
                {o.unidadesRestantes !== null && t("home.offersUnitsLeft", { count: o.unidadesRestantes })}
              </p>
              {loaderData.detail ? (
                o.marca && (
                  <Link className="btn" to={path(`/pneus/${o.marca}`)}>
                    {t("home.offersSeeTyres", { brand: o.marca })}
                  </Link>
                )
              ) : (
                <Link to={path(`/promocoes/${o.categoria}/${o.id_site_promocion}`)}>{t("home.offersSeeDetails")}</Link>
              )}
            </article>
          ))}
        </div>
      )}
    </div>
  );
}

/** Kept and served again to visitors without cookies (page-cache-handle.ts). */
export const handle = keptForVisitorsWithoutCookies;
