/** /mudanca-de-oleo-filtros/:pack — one oil pack (pack-basic, pack-plus, pack-premium, pack-confort): what it includes, price, time. */
import { data, Link } from "react-router";
import { formatEur } from "#src/shared/money.ts";
import type { RevisionPack } from "#src/shared/revision/revision.schema.ts";
import { ASSISTANT_BASE } from "#src/shared/revision/steps.ts";
import { loadApi } from "../api-context.ts";
import { translatorAt, translatorFor, useT } from "../i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import type { Route } from "./+types/pack-page";
import { OilFacts } from "./oil-facts.tsx";
import { packLine } from "./oil-text.ts";
import { keptForVisitorsWithoutCookies } from "../page-cache-handle.ts";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const packs = await loadApi<RevisionPack[]>(context, "/packs-mantenimiento");
  const pack = packs.find((p) => p.slug === params.pack);
  if (!pack) throw data(translatorFor(request).t("oil.notFound"), { status: 404 });
  return { pack, others: packs.filter((p) => p.id !== pack.id) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const tr = translatorAt(location);
  const { pack } = loaderData;
  return seo(
    tr.t("oilPack.packMetaTitle", { name: pack.nombre }),
    tr.t("oilPack.packMetaDescription", {
      name: pack.nombre,
      price: formatEur(pack.precio, tr.lang),
      lines: pack.incluye
        .map((l) => packLine(tr, l))
        .join(", ")
        .toLowerCase(),
      minutes: pack.duracion,
    }),
    tr.path(`/mudanca-de-oleo-filtros/${pack.slug}`),
  );
};

export default function PackPage({ loaderData: { pack, others } }: Route.ComponentProps) {
  const tr = useT();
  const { t, path, lang } = tr;
  return (
    <div className="container page">
      <Breadcrumbs
        items={[{ label: t("oil.breadcrumbOil"), to: path("/mudanca-de-oleo-filtros") }, { label: pack.nombre }]}
      />
      <h1>{pack.nombre}</h1>
      <div
        className="grid"
        style={{ gridTemplateColumns: "repeat(auto-fit, minmax(280px, 1fr))", alignItems: "start" }}
      >
        <section className="card" aria-labelledby="inclui">
          <h2 id="inclui" style={{ marginTop: 0, fontSize: "1.15rem" }}>
            {t("oilPack.packIncludes")}
          </h2>
          <ul>
            {pack.incluye.map((l) => (
              <li key={l}>{packLine(tr, l)}</li>
            ))}
          </ul>
          <p className="hint">
            {t("oilPack.packSafetyNote")}{" "}
            <Link to={path("/mudanca-de-oleo-filtros/teste-de-seguranca")}>{t("oilPack.packSafetyLink")}</Link>.
          </p>
        </section>
        <section className="card" aria-labelledby="preco">
          <h2 id="preco" style={{ marginTop: 0, fontSize: "1.15rem" }}>
            {t("oilPack.packPriceTitle")}
          </h2>
          <p className="price" style={{ fontSize: "1.6rem", margin: "8px 0" }}>
            <strong>{formatEur(pack.precio, lang)}</strong>
          </p>
          <p className="hint">{t("oilPack.packVat", { minutes: pack.duracion })}</p>
          <p>{t("oilPack.packStartText")}</p>
          <Link className="btn" to={path(ASSISTANT_BASE)}>
            {t("oilPack.packStartButton")}
          </Link>
        </section>
      </div>
      <OilFacts />
      <section aria-labelledby="outros" style={{ marginTop: 24 }}>
        <h2 id="outros" style={{ fontSize: "1.15rem" }}>
          {t("oilPack.packOthers")}
        </h2>
        <ul className="chips">
          {others.map((p) => (
            <li key={p.id}>
              <Link to={path(`/mudanca-de-oleo-filtros/${p.slug}`)}>
                {p.nombre} · {formatEur(p.precio, lang)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** Kept and served again to visitors without cookies (page-cache-handle.ts). */
export const handle = keptForVisitorsWithoutCookies;
