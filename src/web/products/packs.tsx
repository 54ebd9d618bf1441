/** /mudanca-de-oleo-filtros: maintenance packs (revision products) bought with the workshop appointment. */
import { Link } from "react-router";
import type { RevisionPack } from "#src/shared/revision/revision.schema.ts";
import { ASSISTANT_BASE } from "#src/shared/revision/steps.ts";
import type { Route } from "./+types/packs";
import { loadApi } from "../api-context.ts";
import { translatorAt, useT } from "../i18n.ts";
import { OilFacts } from "../oil/oil-facts.tsx";
import { seo } from "../ui/seo.ts";
import { money } from "#src/web/ui/page-numbers.ts";
import { keptForVisitorsWithoutCookies } from "../page-cache-handle.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return { packs: await loadApi<RevisionPack[]>(context, "/packs-mantenimiento") };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return seo(t("oilPacks.packsTitle"), t("oilPacks.packsMetaDescription"), path("/mudanca-de-oleo-filtros"));
};

export default function Packs({ loaderData }: Route.ComponentProps) {
  const { t, path, lang } = useT();
  return (
    <div className="container page">
      <h1>{t("oilPacks.packsTitle")}</h1>
      <p className="lead">{t("oilPacks.packsLead")}</p>
      <p>
        <Link className="btn" to={path(ASSISTANT_BASE)}>
          {t("oilPacks.packsStart")}
        </Link>
      </p>
      <div className="grid">
        {loaderData.packs.map((p) => (
          <article key={p.id} className="card" data-pack-id={p.id} aria-labelledby={`pack-${p.id}`}>
            <h2 id={`pack-${p.id}`} style={{ marginTop: 0, fontSize: "1.2rem" }}>
              <Link to={path(`/mudanca-de-oleo-filtros/${p.slug}`)}>{p.nombre}</Link>
            </h2>
            <ul>
              {p.incluye.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
            <p className="price">
              <strong>{money(lang, p.precio)}</strong>{" "}
              <span className="hint">{t("oilPacks.packsDuration", { n: p.duracion })}</span>
            </p>
            <Link
              to={path(`/mudanca-de-oleo-filtros/${p.slug}`)}
              aria-label={t("oilPacks.packsSeeLabel", { name: p.nombre })}
            >
              {t("oilPacks.packsSee")}
            </Link>
          </article>
        ))}
        <article className="card" aria-labelledby="pack-teste">
          <h2 id="pack-teste" style={{ marginTop: 0, fontSize: "1.2rem" }}>
            <Link to={path("/mudanca-de-oleo-filtros/teste-de-seguranca")}>{t("oilPacks.packsSafety")}</Link>
          </h2>
          <p>{t("oilPacks.packsSafetyText")}</p>
          <p className="price">
            <strong>{t("oilPacks.packsFree")}</strong> <span className="hint">{t("oilPacks.packsIncluded")}</span>
          </p>
          <Link to={path("/mudanca-de-oleo-filtros/teste-de-seguranca")}>{t("oilPacks.packsSafetyMore")}</Link>
        </article>
      </div>
      <OilFacts />
      <p className="hint">
        {`${t("oilPacks.packsBookOnly")} `}
        <Link to={path("/marcacao-previa?servicos=CITA_REVISAO")}>{t("oilPacks.packsBookLink")}</Link>.
      </p>
    </div>
  );
}

/** Kept and served again to visitors without cookies (page-cache-handle.ts). */
export const handle = keptForVisitorsWithoutCookies;
