/** /mudanca-de-oleo-filtros: maintenance packs (revision products) bought with the workshop appointment. */
import { Link } from "react-router";
import { formatEur } from "#src/shared/money.ts";
import type { RevisionPack } from "#src/shared/revision/revision.schema.ts";
import { ASSISTANT_BASE } from "#src/shared/revision/steps.ts";
import type { Route } from "./+types/packs";
import { loadApi } from "../api-context.ts";
import { OilFacts } from "../oil/oil-facts.tsx";
import { seo } from "../ui/seo.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return { packs: await loadApi<RevisionPack[]>(context, "/packs-mantenimiento") };
}

export const meta: Route.MetaFunction = () =>
  seo(
    "Mudança de óleo e filtros",
    "Packs de mudança de óleo com filtros e até 5 L de óleo, feitos numa oficina RodaCerta perto de si.",
    "/mudanca-de-oleo-filtros",
  );

export default function Packs({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container page">
      <h1>Mudança de óleo e filtros</h1>
      <p className="lead">
        Cada pack inclui até 5 L do óleo indicado para o seu motor e o teste de segurança. Comece pela matrícula:
        mostramos os óleos recomendados pelo fabricante e depois escolhe a oficina, o dia e a hora.
      </p>
      <p>
        <Link className="btn" to={ASSISTANT_BASE}>
          Escolher o óleo e o pack pela matrícula
        </Link>
      </p>
      <div className="grid">
        {loaderData.packs.map((p) => (
          <article key={p.id} className="card" data-pack-id={p.id} aria-labelledby={`pack-${p.id}`}>
            <h2 id={`pack-${p.id}`} style={{ marginTop: 0, fontSize: "1.2rem" }}>
              <Link to={`/mudanca-de-oleo-filtros/${p.slug}`}>{p.nombre}</Link>
            </h2>
            <ul>
              {p.incluye.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
            <p className="price">
              <strong>{formatEur(p.precio)}</strong>{" "}
              <span className="hint">· cerca de {p.duracion} min na oficina</span>
            </p>
            <Link to={`/mudanca-de-oleo-filtros/${p.slug}`} aria-label={`Ver o ${p.nombre}`}>
              Ver o pack
            </Link>
          </article>
        ))}
        <article className="card" aria-labelledby="pack-teste">
          <h2 id="pack-teste" style={{ marginTop: 0, fontSize: "1.2rem" }}>
            <Link to="/mudanca-de-oleo-filtros/teste-de-seguranca">Teste de segurança</Link>
          </h2>
          <p>Pneus, travões, luzes, níveis, suspensão e bateria verificados por um mecânico.</p>
          <p className="price">
            <strong>Grátis</strong> <span className="hint">· incluído em todos os packs</span>
          </p>
          <Link to="/mudanca-de-oleo-filtros/teste-de-seguranca">Saiba o que é verificado</Link>
        </article>
      </div>
      <OilFacts />
      <p className="hint">
        Prefere só marcar? <Link to="/marcacao-previa?servicos=CITA_REVISAO">Marque uma revisão de manutenção</Link>.
      </p>
    </div>
  );
}
