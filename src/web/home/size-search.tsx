import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useT } from "#src/web/i18n.ts";
import type { TyreOptionsAnswer } from "#src/shared/tyres/tyres-api.schema.ts";
import { answer, browserApi } from "../api-context.ts";

/** Search by size: width → series → rim, each list from the catalogue given the earlier choices. */
export function SizeSearch({ widths }: { widths: string[] }) {
  const { t, path } = useT();
  const results = path("/seletor/resultados");
  const [ancho, setAncho] = useState("");
  const [serie, setSerie] = useState("");
  const [llanta, setLlanta] = useState("");
  const [series, setSeries] = useState<string[]>([]);
  const [rims, setRims] = useState<string[]>([]);
  const [loading, setLoading] = useState<"serie" | "llanta" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const navigation = useNavigation();
  const searching = navigation.state !== "idle" && navigation.location?.pathname === results;
  const incomplete = !ancho || !serie || !llanta;

  async function load(query: string): Promise<string[]> {
    const res = await browserApi(`/tyres-with-values?${query}`);
    if (res.status !== 200) throw new Error("options");
    return answer<typeof TyreOptionsAnswer>(res).options;
  }

  async function chooseWidth(value: string) {
    setAncho(value);
    setSerie("");
    setLlanta("");
    setSeries([]);
    setRims([]);
    setError(null);
    if (!value) return;
    setLoading("serie");
    try {
      setSeries(await load(`ancho=${value}`));
    } catch {
      setError(t("home.sizeSeriesError"));
    } finally {
      setLoading(null);
    }
  }

  async function chooseSeries(value: string) {
    setSerie(value);
    setLlanta("");
    setRims([]);
    setError(null);
    if (!value) return;
    setLoading("llanta");
    try {
      setRims(await load(`ancho=${ancho}&serie=${value}`));
    } catch {
      setError(t("home.sizeRimsError"));
    } finally {
      setLoading(null);
    }
  }

  return (
    <Form
      method="get"
      action={results}
      className="size-search"
      aria-describedby="size-help"
      onSubmit={(e) => {
        // The button stays focusable while unavailable (aria-disabled), so the submit is refused here.
        if (incomplete || searching) e.preventDefault();
      }}
    >
      <p id="size-help" className="hint">
        {t("home.sizeHelp")} <strong>205/55 R16</strong>.
      </p>
      <div className="size-fields">
        <div className="field">
          <label htmlFor="ancho">{t("home.sizeWidth")}</label>
          <select id="ancho" name="ancho" value={ancho} required onChange={(e) => void chooseWidth(e.target.value)}>
            <option value="">{t("home.sizeChoose")}</option>
            {widths.map((w) => (
              <option key={w} value={w}>
                {w}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="serie">{t("home.sizeProfile")}</label>
          <select
            id="serie"
            name="serie"
            value={serie}
            required
            disabled={!ancho || loading === "serie"}
            onChange={(e) => void chooseSeries(e.target.value)}
          >
            <option value="">{loading === "serie" ? t("home.sizeLoading") : t("home.sizeChoose")}</option>
            {series.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="llanta">{t("home.sizeRim")}</label>
          <select
            id="llanta"
            name="llanta"
            value={llanta}
            required
            disabled={!serie || loading === "llanta"}
            onChange={(e) => setLlanta(e.target.value)}
          >
            <option value="">{loading === "llanta" ? t("home.sizeLoading") : t("home.sizeChoose")}</option>
            {rims.map((v) => (
              <option key={v} value={v}>
                R{v}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="btn"
        aria-disabled={incomplete || searching ? true : undefined}
        aria-busy={searching ? true : undefined}
        aria-describedby={incomplete ? "size-missing" : undefined}
      >
        {searching && <span className="btn-spinner" aria-hidden="true" />}
        {searching ? t("home.sizeSearching") : t("home.sizeSubmit")}
      </button>
      {incomplete && (
        <p id="size-missing" className="hint" style={{ margin: 0 }}>
          {t("home.sizeMissing")}
        </p>
      )}
    </Form>
  );
}
