import { lazy, Suspense, useMemo, useState } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { WORKSHOP_SERVICES, workshopServiceOfLink } from "#src/shared/workshops/services.ts";
import type { Route } from "./+types/finder";
import type {
  WorkshopAreasAnswer,
  WorkshopsNearPositionAnswer,
  WorkshopsNearPostcodeAnswer,
} from "#src/shared/workshops/workshops-api.schema.ts";
import { type Answer, answer, apiContext, browserApi, isApiError, loadApi } from "../api-context.ts";
import { translatorAt, translatorFor, useT } from "../i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import { countryOfArea, ownCountryFirst } from "./country-order.ts";
import { areaLabel, serviceLabel } from "./labels.ts";
import type { WorkshopCardData } from "./workshop-card.tsx";
import { keptForVisitorsWithoutCookies } from "../page-cache-handle.ts";

/**
 * The list of workshops near a postcode or the visitor's position (map and cards): loaded on demand, so the finder's
 * first load without a search carries neither (issue 15, goal 3). With `?cp=` the server renders it whole and the
 * browser hydrates it once its chunk arrives; the page's HTML and forms work meanwhile.
 */
let resultsModule: Promise<typeof import("./finder-results.tsx")> | undefined;
/** The results' chunk, fetched once: asked for as soon as a search starts, so the list does not wait for it. */
const loadResults = () => (resultsModule ??= import("./finder-results.tsx"));
const FinderResults = lazy(loadResults);

type Area = Answer<typeof WorkshopAreasAnswer>[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  const tr = translatorFor(request);
  const q = new URL(request.url.replace(/\.data(\?|$)/, "$1")).searchParams;
  const cp = (q.get("cp") ?? "").trim();
  const service = workshopServiceOfLink(q.get("servico")) ?? "";
  const distance = Number(q.get("distancia") ?? "") || undefined;
  const filters = {
    cp,
    service,
    distance: distance ?? 60,
    sabado: q.get("sabado") === "1",
    mediodia: q.get("mediodia") === "1",
  };
  // Each site lists its own country's districts/provinces first (issue 13 item 2; see country-order.ts).
  const areas = ownCountryFirst(tr.lang, await loadApi<Area[]>(context, "/oficinas/areas"), countryOfArea);
  if (!q.has("cp")) return { filters, areas, result: null, error: null };
  const res = await context.get(apiContext)("/taller/localizacion", {
    method: "POST",
    body: {
      postCode: cp,
      ...(service ? { service } : {}),
      distancia: filters.distance,
      sabado: filters.sabado || undefined,
      mediodia: filters.mediodia || undefined,
    },
  });
  const body = res.json();
  if (res.status !== 200) {
    const message =
      res.status >= 500 || !isApiError(body)
        ? tr.t("workshops.maintenance")
        : tr.text(body.errors?.postCode ?? body.message);
    return { filters, areas, result: null, error: message };
  }
  return {
    filters,
    areas,
    result: answer<typeof WorkshopsNearPostcodeAnswer>(res),
    error: null,
  };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return seo(t("workshops.metaTitle"), t("workshops.metaDescription"), path("/oficinas-mecanicas"));
};

export default function Finder({ loaderData }: Route.ComponentProps) {
  const { t, path } = useT();
  const { filters, result, error, areas } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [geoError, setGeoError] = useState<string | null>(null);
  const [geoResult, setGeoResult] = useState<WorkshopCardData[] | null>(null);
  const [locating, setLocating] = useState(false);
  const list = geoResult ?? result?.talleres ?? null;
  const center = result?.centro;
  // Memoised: a render of the finder for something else (a message namespace arriving) leaves the results'
  // boundary alone, so a page with `?cp=` keeps its server HTML until the results' chunk is in.
  const results = useMemo(
    () =>
      list && (
        <Suspense fallback={null}>
          <FinderResults list={list} center={center} />
        </Suspense>
      ),
    [list, center],
  );

  function useLocation() {
    setGeoError(null);
    if (!("geolocation" in navigator)) {
      setGeoError(t("workshops.geoUnsupported"));
      return;
    }
    setLocating(true);
    void loadResults();
    navigator.geolocation.getCurrentPosition(
      async (pos) => {
        const res = await browserApi("/tiendas", {
          method: "POST",
          body: { lat: pos.coords.latitude, lon: pos.coords.longitude },
        }).catch(() => null);
        setLocating(false);
        if (!res || res.status !== 200) {
          setGeoError(t("workshops.geoNone"));
          return;
        }
        setGeoResult(answer<typeof WorkshopsNearPositionAnswer>(res).tiendas.slice(0, 20));
      },
      () => {
        setLocating(false);
        setGeoError(t("workshops.geoDenied"));
      },
      { timeout: 10_000 },
    );
  }

  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: t("workshops.crumb") }]} />
      <h1>{t("workshops.finderTitle")}</h1>
      <Form
        method="get"
        className="card finder-form"
        aria-label={t("workshops.finderFormLabel")}
        onSubmit={() => {
          void loadResults();
          setGeoResult(null);
        }}
      >
        <div className="field">
          <label htmlFor="cp">{t("workshops.postcode")}</label>
          <input
            id="cp"
            name="cp"
            defaultValue={filters.cp}
            placeholder={t("workshops.postcodePlaceholder")}
            inputMode="numeric"
            autoComplete="postal-code"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "cp-error" : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor="servico">{t("workshops.service")}</label>
          <select id="servico" name="servico" defaultValue={filters.service}>
            <option value="">{t("workshops.serviceAll")}</option>
            {WORKSHOP_SERVICES.map((s) => (
              <option key={s} value={s}>
                {serviceLabel(t, s)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="distancia">{t("workshops.distance")}</label>
          <select id="distancia" name="distancia" defaultValue={String(filters.distance)}>
            {[10, 25, 60, 150].map((d) => (
              <option key={d} value={d}>
                {t("workshops.distanceUpTo", { km: d })}
              </option>
            ))}
          </select>
        </div>
        <label className="check">
          <input type="checkbox" name="sabado" value="1" defaultChecked={filters.sabado} />{" "}
          {t("workshops.openSaturday")}
        </label>
        <label className="check">
          <input type="checkbox" name="mediodia" value="1" defaultChecked={filters.mediodia} />{" "}
          {t("workshops.openLunch")}
        </label>
        <button type="submit" className="btn btn-secondary" disabled={navigation.state !== "idle"}>
          {t("workshops.search")}
        </button>
        <button type="button" className="btn btn-ghost" onClick={useLocation} disabled={locating}>
          {locating ? t("workshops.locating") : t("workshops.useLocation")}
        </button>
      </Form>
      {(error || geoError) && (
        <p id="cp-error" role="alert" className="card field-error" style={{ marginTop: 12 }}>
          {geoError ?? error}
        </p>
      )}
      {list && (
        <section aria-labelledby="res-title" style={{ marginTop: 16 }}>
          <h2 id="res-title">
            {geoResult
              ? t("workshops.resultsNearYou", { n: list.length })
              : t("workshops.resultsNearPostcode", { n: list.length, cp: filters.cp })}
          </h2>
          {results}
        </section>
      )}
      {!list && (
        <section aria-labelledby="areas-title" style={{ marginTop: 24 }}>
          <h2 id="areas-title">{t("workshops.areasTitle")}</h2>
          <ul className="chips">
            {areas.map((a) => (
              <li key={a.slug}>
                <Link to={path(`/oficinas-mecanicas/${a.slug}`)}>
                  {areaLabel(t, a.nombre)} ({a.talleres})
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <button type="button" className="btn btn-ghost" onClick={() => navigate(path("/marcacao-previa"))}>
              {t("workshops.bookService")}
            </button>
          </p>
        </section>
      )}
    </div>
  );
}

/** Kept and served again to visitors without cookies (page-cache-handle.ts). */
export const handle = keptForVisitorsWithoutCookies;
