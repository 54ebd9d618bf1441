/** /mudanca-de-oleo-filtros/teste-de-seguranca — the safety test (service TESTSEGURIDAD): what is checked, free with every pack, bookable. */
import { data, Link } from "react-router";
import { formatEur } from "#src/shared/money.ts";
import type { RevisionPack } from "#src/shared/revision/revision.schema.ts";
import { ASSISTANT_BASE } from "#src/shared/revision/steps.ts";
import { loadApi } from "../api-context.ts";
import { type MessageKey, translatorAt, translatorFor, useT } from "../i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import type { Route } from "./+types/safety-test";

const SAFETY_TEST_ID = "TESTSEGURIDAD";

/** Each group of checks: its id (for the heading's anchor), its title and its lines. */
const CHECKS: Array<[string, MessageKey, MessageKey[]]> = [
  [
    "tyres",
    "oilSafety.safetyTyres",
    ["oilSafety.safetyTyresPressure", "oilSafety.safetyTyresTread", "oilSafety.safetyTyresWear"],
  ],
  [
    "brakes",
    "oilSafety.safetyBrakes",
    ["oilSafety.safetyBrakesPads", "oilSafety.safetyBrakesFluid", "oilSafety.safetyBrakesHand"],
  ],
  [
    "lights",
    "oilSafety.safetyLights",
    ["oilSafety.safetyLightsAll", "oilSafety.safetyLightsWipers", "oilSafety.safetyLightsWindscreen"],
  ],
  [
    "engine",
    "oilSafety.safetyEngine",
    [
      "oilSafety.safetyEngineOil",
      "oilSafety.safetyEngineCoolant",
      "oilSafety.safetyEngineWasher",
      "oilSafety.safetyEngineLeaks",
    ],
  ],
  [
    "suspension",
    "oilSafety.safetySuspension",
    ["oilSafety.safetySuspensionShocks", "oilSafety.safetySuspensionSteering", "oilSafety.safetySuspensionExhaust"],
  ],
  ["battery", "oilSafety.safetyBattery", ["oilSafety.safetyBatteryCheck"]],
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const [services, packs] = await Promise.all([
    loadApi<Array<{ id: string; nombre: string; duracion: number }>>(context, "/talleres-servicios"),
    loadApi<RevisionPack[]>(context, "/packs-mantenimiento"),
  ]);
  const test = services.find((s) => s.id === SAFETY_TEST_ID);
  if (!test) throw data(translatorFor(request).t("oil.notFound"), { status: 404 });
  return { test, packs };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return seo(
    t("oilSafety.safetyTitle"),
    t("oilSafety.safetyMetaDescription"),
    path("/mudanca-de-oleo-filtros/teste-de-seguranca"),
  );
};

export default function SafetyTest({ loaderData: { test, packs } }: Route.ComponentProps) {
  const { t, path, lang } = useT();
  return (
    <div className="container page">
      <Breadcrumbs
        items={[
          { label: t("oil.breadcrumbOil"), to: path("/mudanca-de-oleo-filtros") },
          { label: t("oilSafety.safetyTitle") },
        ]}
      />
      <h1>{t("oilSafety.safetyTitle")}</h1>
      <p className="lead">{t("oilSafety.safetyLead", { minutes: test.duracion })}</p>
      <div className="grid">
        {CHECKS.map(([id, title, lines]) => (
          <section key={id} className="card" aria-labelledby={`chk-${id}`}>
            <h2 id={`chk-${id}`} style={{ marginTop: 0, fontSize: "1.1rem" }}>
              {t(title)}
            </h2>
            <ul>
              {lines.map((l) => (
                <li key={l}>{t(l)}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <section className="card" style={{ marginTop: 16 }} aria-labelledby="gratis">
        <h2 id="gratis" style={{ marginTop: 0, fontSize: "1.15rem" }}>
          {t("oilSafety.safetyFreeTitle")}
        </h2>
        <p>{t("oilSafety.safetyFreeText")}</p>
        <ul className="chips">
          {packs.map((p) => (
            <li key={p.id}>
              <Link to={path(`/mudanca-de-oleo-filtros/${p.slug}`)}>
                {p.nombre} · {formatEur(p.precio, lang)}
              </Link>
            </li>
          ))}
        </ul>
        <div style={{ display: "flex", gap: 12, flexWrap: "wrap", marginTop: 12 }}>
          <Link className="btn" to={path(ASSISTANT_BASE)}>
            {t("oilSafety.safetyChoosePack")}
          </Link>
          <Link className="btn btn-secondary" to={path(`/marcacao-previa?servicos=${SAFETY_TEST_ID}`)}>
            {t("oilSafety.safetyBookOnly")}
          </Link>
        </div>
      </section>
    </div>
  );
}
