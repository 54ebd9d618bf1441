import { Form, Link } from "react-router";
import { formatCarSize, resultsHref } from "#src/shared/tyres/size.ts";
import { fuelName } from "#src/shared/vehicles/fuel-and-oil-names.ts";
import type { Route } from "./+types/plate";
import { apiContext } from "../api-context.ts";
import { translatorAt, useT } from "../i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { SupportPhones } from "../ui/support-phones.tsx";
import { seo } from "../ui/seo.ts";
import { loadPlate } from "./plate.server.ts";

/** Search by plate: the registry finds the vehicle and its sizes; an unknown plate picks brand → model → engine by hand. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url.replace(/\.data(\?|$)/, "$1")).searchParams;
  return loadPlate(context.get(apiContext), q);
}

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return [
    ...seo(t("tyreSelector.plateTitle"), t("tyreSelector.plateMetaDescription"), path("/seletor/matricula")),
    { name: "robots", content: "noindex" },
  ];
};

function PlateForm({ plate, error }: { plate: string; error?: string }) {
  const { t } = useT();
  return (
    <Form method="get" className="card plate-search" style={{ maxWidth: 480 }}>
      <div className="field">
        <label htmlFor="matricula">{t("tyreSelector.plateLabel")}</label>
        <input
          id="matricula"
          name="matricula"
          className="plate-input"
          defaultValue={plate}
          placeholder="AA-00-AA"
          autoCapitalize="characters"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "plate-error" : undefined}
        />
        {error && (
          <span id="plate-error" role="alert" className="field-error">
            {error}
          </span>
        )}
      </div>
      <button className="btn" type="submit">
        {t("tyreSelector.plateSearch")}
      </button>
    </Form>
  );
}

export default function PlateSearchPage({ loaderData: d }: Route.ComponentProps) {
  const { t, text, path, lang } = useT();
  return (
    <div className="container page">
      <Breadcrumbs
        items={[{ label: t("common.crumbTyres"), to: path("/pneus") }, { label: t("tyreSelector.plateCrumb") }]}
      />
      <h1>{t("tyreSelector.plateTitle")}</h1>
      {d.state === "invalid" && <PlateForm plate={d.plate} error={text(d.message)} />}
      {d.state === "found" && (
        <section className="card" aria-labelledby="veh-title">
          <h2 id="veh-title" style={{ marginTop: 0 }}>
            {d.vehicle.marca} {d.vehicle.modelo} {d.vehicle.motor}
          </h2>
          <p>
            {d.vehicle.cod_matricula && (
              <>
                {`${t("tyreSelector.plateLabel")} `}
                <strong>{d.vehicle.cod_matricula}</strong> ·{" "}
              </>
            )}
            {`${fuelName(lang, d.vehicle.combustible)} · ${t("tyreSelector.plateHorsepower", { n: d.vehicle.potencia })}${d.vehicle.ano_matric ? ` · ${d.vehicle.ano_matric}` : ""}`}
          </p>
          <h3>{t("tyreSelector.plateOriginalSizes")}</h3>
          <ul className="chips">
            {d.vehicle.medidasParsed.map((s) => (
              <li key={formatCarSize(s)}>
                <Link
                  to={path(
                    resultsHref(s, {
                      matricula: d.vehicle.cod_matricula,
                      veiculo: d.manual ? `${d.vehicle.marca}|${d.vehicle.modelo}|${d.vehicle.motor}` : null,
                    }),
                  )}
                >
                  {t("tyreSelector.plateSeeTyres", { size: formatCarSize(s) })}
                </Link>
              </li>
            ))}
          </ul>
          <p className="hint">{t("tyreSelector.plateCheckHint")}</p>
          <Link to={path("/seletor/matricula?matricula=")}>{t("tyreSelector.plateAnother")}</Link>
        </section>
      )}
      {d.state === "manual" && (
        <>
          {d.message && (
            <div role="alert" className="card" style={{ borderLeft: "4px solid var(--c-accent)" }}>
              <p style={{ margin: 0 }}>{text(d.message)}</p>
              {d.notIdentified && (
                <p style={{ margin: "8px 0 0" }}>
                  <SupportPhones hours />
                </p>
              )}
            </div>
          )}
          <Form method="get" className="card" style={{ display: "grid", gap: 12, maxWidth: 560 }}>
            <input type="hidden" name="matricula" value={d.plate} />
            <div className="field">
              <label htmlFor="marca">{t("tyres.brand")}</label>
              <select
                id="marca"
                name="marca"
                defaultValue={d.marca}
                onChange={(e) => e.currentTarget.form?.requestSubmit()}
              >
                <option value="">{t("tyreSelector.plateChooseBrand")}</option>
                {d.marcas.map((m) => (
                  <option key={m}>{m}</option>
                ))}
              </select>
            </div>
            {d.marca && (
              <div className="field">
                <label htmlFor="modelo">{t("tyres.model")}</label>
                <select
                  id="modelo"
                  name="modelo"
                  defaultValue={d.modelo}
                  onChange={(e) => e.currentTarget.form?.requestSubmit()}
                >
                  <option value="">{t("tyreSelector.plateChooseModel")}</option>
                  {d.modelos.map((m) => (
                    <option key={m}>{m}</option>
                  ))}
                </select>
              </div>
            )}
            {d.modelo && (
              <div className="field">
                <label htmlFor="motor">{t("tyreSelector.plateEngine")}</label>
                <select id="motor" name="motor" defaultValue="">
                  <option value="">{t("tyreSelector.plateChooseEngine")}</option>
                  {d.motores.map((m) => (
                    <option key={m.motor} value={m.motor}>
                      {`${m.motor} · ${fuelName(lang, m.combustible)} · ${t("tyreSelector.plateHorsepower", { n: m.potencia })}`}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <button className="btn" type="submit">
              {d.modelo ? t("tyreSelector.plateSeeSizes") : t("tyreSelector.continue")}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
