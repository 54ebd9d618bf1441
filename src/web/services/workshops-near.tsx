/** "Oficinas perto de si" on a service page: a postcode (GET ?cp=) and the nearest workshops that do the service. */
import { Form, Link, useNavigation } from "react-router";
import { formatNumber } from "#src/shared/numbers.ts";
import { useT } from "#src/web/i18n.ts";
import { localHref } from "#src/web/ui/local-path.ts";
import type { WorkshopsResult } from "./offer-format.ts";
import css from "./services.module.css";

export function WorkshopsNear({
  result,
  cp,
  service,
}: {
  result: WorkshopsResult | null;
  cp: string;
  service: string;
}) {
  const { t, text, lang } = useT();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location?.search.includes("cp=");
  const error = result?.error ?? null;
  return (
    <section className="card" aria-labelledby="workshops-near">
      <h2 id="workshops-near" style={{ marginTop: 0, fontSize: "1.15rem" }}>
        {t("services.nearTitle")}
      </h2>
      <Form
        method="get"
        preventScrollReset
        className={css.searchRow}
        aria-label={t("services.nearFormLabel", { service })}
      >
        <div className="field">
          <label htmlFor="cp">{t("services.nearPostcode")}</label>
          <input
            id="cp"
            name="cp"
            defaultValue={cp}
            placeholder={t("services.nearPostcodePlaceholder")}
            inputMode="numeric"
            autoComplete="postal-code"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "cp-error" : undefined}
          />
        </div>
        <button type="submit" className="btn btn-secondary" disabled={searching}>
          {t(searching ? "services.nearSearching" : "services.nearSubmit")}
        </button>
      </Form>
      <div aria-live="polite">
        {error && (
          <p id="cp-error" role="alert" className="field-error">
            {text(error)}
          </p>
        )}
        {result && !result.error && (
          <>
            <p className="hint" style={{ margin: "12px 0 0" }}>
              {t("services.nearFound", { n: result.total, cp: result.cp })}
            </p>
            <ul className={css.workshops}>
              {result.oficinas.map((w) => (
                <li key={w.codTienda} data-code={w.codTienda}>
                  <Link to={localHref(lang, w.url)}>{w.alias}</Link>
                  {/* pt-PT and es-ES write distances the same way (decimal comma) */}
                  {w.distancia !== null && <strong> · {formatNumber(w.distancia)} km</strong>}
                  <br />
                  <span className="hint">
                    {w.morada}, {w.localidade}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
