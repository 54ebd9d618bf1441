/**
 * /carro/carga-de-ar-condicionado (spec section 4, "Air-conditioning recharge"): what the recharge includes, the two
 * gas packs with price and duration, and the assistant: plate → the car → the pack for its gas → basket; a car whose
 * year is unknown goes to a workshop appointment with a comment about the gas. Works without JavaScript (GET form).
 */
import { Form, Link, useNavigation } from "react-router";
import { formatEur } from "#src/shared/money.ts";
import { AC_R1234YF_FROM_YEAR, acAppointmentComment } from "#src/shared/services/ac.ts";
import type { ServiceOffer } from "#src/shared/services/service-catalogue.schema.ts";
import { apiContext } from "#src/web/api-context.ts";
import { type Translator, translatorAt, useT } from "#src/web/i18n.ts";
import { Breadcrumbs } from "#src/web/ui/breadcrumbs.tsx";
import { seo } from "#src/web/ui/seo.ts";
import { formatDuration, workshopsLabel } from "../offer-format.ts";
import type { Route } from "./+types/ac-page";
import { AC_PATH, acAppointmentHref } from "./ac-links.ts";
import { type AcLookup, type AcOffers, addAcPack, loadAcPage } from "./ac.server.ts";
import css from "./ac.module.css";
import { keptForVisitorsWithoutCookies } from "#src/web/page-cache-handle.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadAcPage(context.get(apiContext), new URL(request.url));
}

export async function action({ context, request }: Route.ActionArgs) {
  return addAcPack(context.get(apiContext), request);
}

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return seo(t("ac.title"), t("ac.description"), path(AC_PATH));
};

const INCLUDES = ["ac.include1", "ac.include2", "ac.include3", "ac.include4", "ac.include5", "ac.include6"] as const;

/** Years are written as they are (no digit grouping). */
const year = (y: number) => String(y);

function PackCard({ offer, gas, years }: { offer: ServiceOffer | null; gas: string; years: string }) {
  const { t, lang } = useT();
  if (!offer)
    return (
      <article className={`card ${css.pack}`}>
        <h3>{t("ac.gas", { gas })}</h3>
        <p className="hint">{years}</p>
        <p>{t("ac.packUnavailable")}</p>
      </article>
    );
  return (
    <article className={`card ${css.pack}`} data-offer-id={offer.id} aria-labelledby={`pack-${offer.id}`}>
      <h3 id={`pack-${offer.id}`}>{offer.nombre}</h3>
      <p className="hint">{years}</p>
      {offer.incluye.length > 0 && (
        <ul>
          {offer.incluye.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
      <p className="price">
        <strong>{formatEur(offer.precio, lang)}</strong>
      </p>
      <dl className={css.meta}>
        <dt>{t("services.offerDuration")}</dt>
        <dd>{t("services.offerDurationValue", { duration: formatDuration(offer.duracion) })}</dd>
        <dt>{t("ac.workshops")}</dt>
        <dd>{workshopsLabel(offer.oficinas, lang)}</dd>
      </dl>
    </article>
  );
}

function vehicleLine(
  t: Translator["t"],
  v: NonNullable<Extract<AcLookup, { ok: true }>["result"]["vehiculo"]>,
): string {
  const name = [v.marca, v.modelo, v.motor].filter(Boolean).join(" ");
  if (v.ano_fabric > 0) return t("ac.vehicleBuilt", { name, year: year(v.ano_fabric) });
  if (v.ano_matric > 0) return t("ac.vehicleRegistered", { name, year: year(v.ano_matric) });
  return name;
}

function LookupResult({ lookup, offers }: { lookup: Extract<AcLookup, { ok: true }>; offers: AcOffers }) {
  const { t, path, lang } = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { result } = lookup;
  const d = result.decisao;
  if (d.kind === "appointment") {
    return (
      <div className={`card ${css.result}`} data-ac-result="appointment">
        <h3>{t(result.vehiculo ? "ac.unknownYearTitle" : "ac.plateNotFound")}</h3>
        {result.vehiculo && <p>{vehicleLine(t, result.vehiculo)}</p>}
        <p>
          {t("ac.unknownYearBefore")} <strong>{result.matricula}</strong>. {t("ac.unknownYearAfter")}
        </p>
        {offers.appointment && offers.appointment.precio > 0 && (
          <p className="hint">{t("ac.fromPrice", { price: formatEur(offers.appointment.precio, lang) })}</p>
        )}
        <Link className="btn" to={path(acAppointmentHref(result.matricula, d.comment))}>
          {t("ac.bookCheck")}
        </Link>
      </div>
    );
  }
  const offer = offers[d.gas];
  const gasName = d.gas === "R1234YF" ? "R1234yf" : "R134a";
  return (
    <div className={`card ${css.result}`} data-ac-result="pack" data-product-id={d.productId}>
      {result.vehiculo && <p className={css.vehicle}>{vehicleLine(t, result.vehiculo)}</p>}
      <h3>{t("ac.usesGas", { gas: gasName })}</h3>
      <p className="hint">
        {t(d.gas === "R1234YF" ? "ac.gasNew" : "ac.gasOld", { year: year(AC_R1234YF_FROM_YEAR) })}
        {d.fromRegistration ? ` ${t("ac.fromRegistration", { year: year(d.year) })}` : ""}
      </p>
      {result.aviso && (
        <p className="notice" role="note">
          {result.aviso}
        </p>
      )}
      {offer && offer.oficinas > 0 ? (
        <>
          <p>
            {offer.nombre}: <strong className={css.amount}>{formatEur(offer.precio, lang)}</strong>{" "}
            <span className="hint">{t("ac.atWorkshop", { duration: formatDuration(offer.duracion) })}</span>
          </p>
          <Form method="post" replace>
            <input type="hidden" name="matricula" value={result.matricula} />
            <button className="btn" type="submit" disabled={busy} aria-label={t("ac.addLabel", { name: offer.nombre })}>
              {t(busy ? "ac.adding" : "services.offerAddToBasket")}
            </button>
          </Form>
        </>
      ) : (
        <p>
          {t("ac.packNotOnline")}{" "}
          <Link to={path(acAppointmentHref(result.matricula, null))}>{t("ac.bookRecharge")}</Link>.
        </p>
      )}
    </div>
  );
}

export default function AcPage({ loaderData, actionData }: Route.ComponentProps) {
  const { offers, lookup } = loaderData;
  const { t, text, path, lang } = useT();
  const found = actionData?.error ?? (lookup && !lookup.ok ? lookup.error : null);
  const error = found ? text(found) : null;
  // The plate as people write it once the server has read it ("aa00aa" → "AA-00-AA").
  const shownPlate = lookup ? (lookup.ok ? lookup.result.matricula : lookup.matricula) : "";
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: t("services.crumbCar"), to: "/carro" }, { label: t("ac.title") }]} />
      <h1>{t("ac.title")}</h1>
      <p className="lead">{t("ac.lead", { year: year(AC_R1234YF_FROM_YEAR) })}</p>

      <section className={`card ${css.assistant}`} aria-labelledby="ac-assistant-title" id="assistente">
        <h2 id="ac-assistant-title">{t("ac.assistantTitle")}</h2>
        <p>{t("ac.assistantText")}</p>
        <Form method="get" className={css.plateForm} noValidate>
          <div className="field">
            <label htmlFor="ac-matricula">{t("ac.plate")}</label>
            <input
              id="ac-matricula"
              name="matricula"
              className="plate-input"
              autoComplete="off"
              autoCapitalize="characters"
              placeholder={t("ac.platePlaceholder")}
              key={shownPlate}
              defaultValue={shownPlate}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "ac-matricula-error" : undefined}
            />
            {error && (
              <p id="ac-matricula-error" className="field-error" role="alert">
                {error}
              </p>
            )}
          </div>
          <button className="btn" type="submit">
            {t("ac.submit")}
          </button>
        </Form>
        <div aria-live="polite">{lookup?.ok && <LookupResult lookup={lookup} offers={offers} />}</div>
      </section>

      <section aria-labelledby="ac-includes-title">
        <h2 id="ac-includes-title">{t("ac.includesTitle")}</h2>
        <ul className={css.includes}>
          {INCLUDES.map((l) => (
            <li key={l}>{t(l)}</li>
          ))}
        </ul>
        <p className="hint">{t("ac.includesHint")}</p>
      </section>

      <section aria-labelledby="ac-packs-title">
        <h2 id="ac-packs-title">{t("ac.packsTitle")}</h2>
        <div className={css.packs}>
          <PackCard
            offer={offers.R1234YF}
            gas="R1234yf"
            years={t("ac.yearsFrom", { year: year(AC_R1234YF_FROM_YEAR) })}
          />
          <PackCard
            offer={offers.R134A}
            gas="R134a"
            years={t("ac.yearsUntil", { year: year(AC_R1234YF_FROM_YEAR - 1) })}
          />
        </div>
        <p>
          {t("ac.chooseBefore")} <a href="#assistente">{t("ac.chooseLink")}</a>. {t("ac.chooseQuestion")}{" "}
          <Link to={path(acAppointmentHref(null, acAppointmentComment(null, lang)))}>{t("ac.chooseBook")}</Link>.
        </p>
      </section>
    </div>
  );
}

/** Kept and served again to visitors without cookies (page-cache-handle.ts). */
export const handle = keptForVisitorsWithoutCookies;
