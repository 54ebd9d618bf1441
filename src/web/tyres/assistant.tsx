import { Form, Link } from "react-router";
import { adviseSwap } from "#src/shared/tyres/assistant.ts";
import type { Route } from "./+types/assistant";
import { translatorAt, useT } from "../i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import { assistantReasons } from "./assistant-reasons.ts";
import { tyreCopy } from "./tyre-copy.ts";

export function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url.replace(/\.data(\?|$)/, "$1")).searchParams;
  if (!q.has("piso")) return { advice: null, values: null };
  const values = {
    treadMm: Number((q.get("piso") ?? "0").replace(",", ".")) || 0,
    ageYears: Number(q.get("idade") ?? 0) || 0,
    coldWinters: q.get("frio") === "1",
    kmPerYear: Number(q.get("km") ?? 0) || 0,
    damage: q.get("danos") === "1",
  };
  return { advice: adviseSwap(values), values };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return seo(
    t("tyreAssistant.assistantMetaTitle"),
    t("tyreAssistant.assistantMetaDescription"),
    path("/pneus-de-troca/assistente"),
  );
};

export default function Assistant({ loaderData }: Route.ComponentProps) {
  const tr = useT();
  const { t, path, lang } = tr;
  const copy = tyreCopy(lang);
  const { advice, values } = loaderData;
  const reasons = values ? assistantReasons(tr, values) : [];
  return (
    <div className="container page">
      <Breadcrumbs
        items={[{ label: t("common.crumbTyres"), to: path("/pneus") }, { label: t("tyreAssistant.assistantCrumb") }]}
      />
      <h1>{t("tyreAssistant.assistantTitle")}</h1>
      <Form method="get" className="card" style={{ display: "grid", gap: 12, maxWidth: 640 }}>
        <div className="field">
          <label htmlFor="piso">{t("tyreAssistant.assistantTread")}</label>
          <input
            id="piso"
            name="piso"
            type="number"
            step="0.1"
            min="0"
            max="12"
            required
            defaultValue={loaderData.values?.treadMm ?? ""}
          />
        </div>
        <div className="field">
          <label htmlFor="idade">{t("tyreAssistant.assistantAge")}</label>
          <input
            id="idade"
            name="idade"
            type="number"
            min="0"
            max="30"
            required
            defaultValue={loaderData.values?.ageYears ?? ""}
          />
        </div>
        <div className="field">
          <label htmlFor="km">{t("tyreAssistant.assistantKm")}</label>
          <input
            id="km"
            name="km"
            type="number"
            min="0"
            step="1000"
            required
            defaultValue={loaderData.values?.kmPerYear ?? ""}
          />
        </div>
        <label className="check">
          <input type="checkbox" name="frio" value="1" defaultChecked={loaderData.values?.coldWinters} />
          {` ${t("tyreAssistant.assistantCold")}`}
        </label>
        <label className="check">
          <input type="checkbox" name="danos" value="1" defaultChecked={loaderData.values?.damage} />
          {` ${t("tyreAssistant.assistantDamage")}`}
        </label>
        <button className="btn" type="submit">
          {t("tyreAssistant.assistantSubmit")}
        </button>
      </Form>
      {advice && (
        <section className="card" role="status" style={{ marginTop: 16, maxWidth: 640 }}>
          <h2 style={{ marginTop: 0 }}>
            {advice.urgent
              ? t("tyreAssistant.assistantUrgent")
              : advice.change
                ? t("tyreAssistant.assistantChange")
                : t("tyreAssistant.assistantFine")}
          </h2>
          {reasons.length > 0 && (
            <ul>
              {reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          )}
          <p>
            {`${t("tyreAssistant.assistantRecommend")} `}
            <strong>{copy.season[advice.season].toLowerCase()}</strong>
            {` ${t("tyreAssistant.assistantRecommendTier")} `}
            <strong>{copy.tier[advice.tier].toLowerCase()}</strong>.
          </p>
          <p style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
            <Link className="btn" to={path("/seletor/medidas")}>
              {t("tyreAssistant.searchBySize")}
            </Link>
            <Link className="btn btn-ghost" to={path("/seletor/matricula?matricula=")}>
              {t("tyreAssistant.searchByPlate")}
            </Link>
          </p>
        </section>
      )}
    </div>
  );
}
