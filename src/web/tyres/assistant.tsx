import { Form, Link } from "react-router";
import { adviseSwap } from "#src/shared/tyres/assistant.ts";
import { SEASON_LABEL, TIER_LABEL } from "#src/shared/tyres/types.ts";
import type { Route } from "./+types/assistant";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";

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

export const meta: Route.MetaFunction = () =>
  seo(
    "Assistente de troca de pneus",
    "Responda a 5 perguntas e saiba se deve trocar os pneus e que tipo de pneu escolher.",
    "/pneus-de-troca/assistente",
  );

export default function Assistant({ loaderData }: Route.ComponentProps) {
  const { advice } = loaderData;
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: "Pneus", to: "/pneus" }, { label: "Assistente de troca" }]} />
      <h1>Devo trocar os pneus?</h1>
      <Form method="get" className="card" style={{ display: "grid", gap: 12, maxWidth: 640 }}>
        <div className="field">
          <label htmlFor="piso">Profundidade do piso (mm)</label>
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
          <label htmlFor="idade">Idade dos pneus (anos)</label>
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
          <label htmlFor="km">Quilómetros por ano</label>
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
          <input type="checkbox" name="frio" value="1" defaultChecked={loaderData.values?.coldWinters} /> Conduzo muitas
          vezes abaixo de 7 °C (serra, interior norte)
        </label>
        <label className="check">
          <input type="checkbox" name="danos" value="1" defaultChecked={loaderData.values?.damage} /> Os pneus têm
          cortes, bolhas ou deformações
        </label>
        <button className="btn" type="submit">
          Ver recomendação
        </button>
      </Form>
      {advice && (
        <section className="card" role="status" style={{ marginTop: 16, maxWidth: 640 }}>
          <h2 style={{ marginTop: 0 }}>
            {advice.urgent
              ? "Troque os pneus já"
              : advice.change
                ? "Está na altura de trocar"
                : "Os seus pneus ainda estão bons"}
          </h2>
          {advice.reasons.length > 0 && (
            <ul>
              {advice.reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          )}
          <p>
            Para a sua utilização recomendamos pneus <strong>{SEASON_LABEL[advice.season].toLowerCase()}</strong> de
            gama <strong>{TIER_LABEL[advice.tier].toLowerCase()}</strong>.
          </p>
          <p style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
            <Link className="btn" to="/seletor/medidas">
              Procurar pela medida
            </Link>
            <Link className="btn btn-ghost" to="/seletor/matricula?matricula=">
              Procurar pela matrícula
            </Link>
          </p>
        </section>
      )}
    </div>
  );
}
