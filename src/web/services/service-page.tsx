/**
 * A service page (/carro/travoes, /mota/embraiagem, /camiao/gestao-de-frotas …): the page's copy from
 * service-pages.ts, the catalogue's offers with price, duration and workshops, workshops near a postcode, and the way
 * to get it: buy (basket), book (appointment flow) or, for trucks, a quote request.
 */
import { Link } from "react-router";
import type { Route } from "./+types/service-page";
import { translatorAt, useT } from "#src/web/i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import { OfferCard } from "./offer-card.tsx";
import { QuoteForm } from "./quote-form.tsx";
import { loadServicePage, sendQuote } from "./services.server.ts";
import css from "./services.module.css";
import { WorkshopsNear } from "./workshops-near.tsx";
import { keptForVisitorsWithoutCookies } from "../page-cache-handle.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadServicePage(context, new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  return sendQuote(context, new URL(request.url).pathname, await request.formData());
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? seo(loaderData.page.title, loaderData.page.description, translatorAt(location).path(loaderData.page.path))
    : [];

export default function ServicePageView({ loaderData }: Route.ComponentProps) {
  const { page, hub, offers, cp, workshops, error } = loaderData;
  const { t, text, path } = useT();
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: text(hub.label), to: hub.to }, { label: page.title }]} />
      <h1>{page.title}</h1>
      <div className={css.layout}>
        <div className={css.copy}>
          {page.intro.map((p) => (
            <p key={p} className="lead">
              {p}
            </p>
          ))}
          <h2>{page.headings?.when ?? t("services.pageWhen")}</h2>
          <ul>
            {page.when.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
          <h2>{page.headings?.signs ?? t("services.pageSigns")}</h2>
          <ul>
            {page.signs.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
          {page.facts?.map((f) => (
            <p key={f} className={css.fact}>
              <strong>{t("services.pageFact")}</strong> {f}
            </p>
          ))}
          {page.related && (
            <>
              <h2>{t("services.pageRelated")}</h2>
              <ul>
                {page.related.map((r) => (
                  <li key={r.to}>
                    <Link to={path(r.to)}>{r.label}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <div className={css.aside}>
          {error && (
            <p role="alert" className="field-error card">
              {text(error)}
            </p>
          )}
          {page.quote && <QuoteForm title={page.title} />}
          {!error && !page.quote && offers.length === 0 && (
            <p className="card">
              {t("services.pageNotOnlineBefore")}{" "}
              <Link to={path("/marcacao-previa")}>{t("services.pageNotOnlineBooking")}</Link>{" "}
              {t("services.pageNotOnlineMiddle")}{" "}
              <Link to={path("/ligamos-lhe")}>{t("services.pageNotOnlineCallback")}</Link>.
            </p>
          )}
          {offers.map((o) => (
            <OfferCard key={o.id} offer={o} cp={cp} quote={page.quote === true} />
          ))}
          {offers[0] && offers[0].oficinas > 0 && <WorkshopsNear result={workshops} cp={cp} service={page.title} />}
        </div>
      </div>
    </div>
  );
}

/** Kept and served again to visitors without cookies (page-cache-handle.ts). */
export const handle = keptForVisitorsWithoutCookies;
