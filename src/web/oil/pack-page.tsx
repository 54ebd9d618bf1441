/** /mudanca-de-oleo-filtros/:pack — one oil pack (pack-basic, pack-plus, pack-premium, pack-confort): what it includes, price, time. */
import { data, Link } from "react-router";
import { formatEur } from "#src/shared/money.ts";
import type { RevisionPack } from "#src/shared/revision/revision.schema.ts";
import { ASSISTANT_BASE } from "#src/shared/revision/steps.ts";
import { loadApi } from "../api-context.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import type { Route } from "./+types/pack-page";
import { OilFacts } from "./oil-facts.tsx";

export async function loader({ params, context }: Route.LoaderArgs) {
  const packs = await loadApi<RevisionPack[]>(context, "/packs-mantenimiento");
  const pack = packs.find((p) => p.slug === params.pack);
  if (!pack) throw data("Página não encontrada", { status: 404 });
  return { pack, others: packs.filter((p) => p.id !== pack.id) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seo(
        `${loaderData.pack.nombre}: mudança de óleo e filtros`,
        `${loaderData.pack.nombre} por ${formatEur(loaderData.pack.precio)}: ${loaderData.pack.incluye.join(", ").toLowerCase()}. Feito numa oficina RodaCerta em cerca de ${loaderData.pack.duracion} minutos.`,
        `/mudanca-de-oleo-filtros/${loaderData.pack.slug}`,
      )
    : [];

export default function PackPage({ loaderData: { pack, others } }: Route.ComponentProps) {
  return (
    <div className="container page">
      <Breadcrumbs
        items={[{ label: "Mudança de óleo e filtros", to: "/mudanca-de-oleo-filtros" }, { label: pack.nombre }]}
      />
      <h1>{pack.nombre}</h1>
      <div
        className="grid"
        style={{ gridTemplateColumns: "repeat(auto-fit, minmax(280px, 1fr))", alignItems: "start" }}
      >
        <section className="card" aria-labelledby="inclui">
          <h2 id="inclui" style={{ marginTop: 0, fontSize: "1.15rem" }}>
            O que inclui
          </h2>
          <ul>
            {pack.incluye.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
          <p className="hint">
            O teste de segurança vem incluído e não tem custo: verificamos pneus, travões, luzes, níveis e suspensão.{" "}
            <Link to="/mudanca-de-oleo-filtros/teste-de-seguranca">Saiba o que é verificado</Link>.
          </p>
        </section>
        <section className="card" aria-labelledby="preco">
          <h2 id="preco" style={{ marginTop: 0, fontSize: "1.15rem" }}>
            Preço e tempo na oficina
          </h2>
          <p className="price" style={{ fontSize: "1.6rem", margin: "8px 0" }}>
            <strong>{formatEur(pack.precio)}</strong>
          </p>
          <p className="hint">IVA incluído · cerca de {pack.duracion} minutos na oficina</p>
          <p>
            Diga-nos a matrícula e os quilómetros: mostramos o óleo indicado para o seu motor e depois escolhe a
            oficina, o dia e a hora.
          </p>
          <Link className="btn" to={ASSISTANT_BASE}>
            Começar pela matrícula
          </Link>
        </section>
      </div>
      <OilFacts />
      <section aria-labelledby="outros" style={{ marginTop: 24 }}>
        <h2 id="outros" style={{ fontSize: "1.15rem" }}>
          Outros packs
        </h2>
        <ul className="chips">
          {others.map((p) => (
            <li key={p.id}>
              <Link to={`/mudanca-de-oleo-filtros/${p.slug}`}>
                {p.nombre} · {formatEur(p.precio)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
