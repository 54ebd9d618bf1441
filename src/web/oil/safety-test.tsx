/** /mudanca-de-oleo-filtros/teste-de-seguranca — the safety test (service TESTSEGURIDAD): what is checked, free with every pack, bookable. */
import { data, Link } from "react-router";
import { formatEur } from "#src/shared/money.ts";
import type { RevisionPack } from "#src/shared/revision/revision.schema.ts";
import { ASSISTANT_BASE } from "#src/shared/revision/steps.ts";
import { loadApi } from "../api-context.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import type { Route } from "./+types/safety-test";

const SAFETY_TEST_ID = "TESTSEGURIDAD";

const CHECKS: Array<[string, string[]]> = [
  [
    "Pneus",
    [
      "Pressão dos quatro pneus e do suplente",
      "Profundidade do piso (mínimo legal 2 mm)",
      "Desgaste irregular, cortes e bolhas",
    ],
  ],
  [
    "Travões",
    ["Espessura das pastilhas e estado dos discos", "Nível e estado do líquido dos travões", "Travão de mão"],
  ],
  [
    "Luzes e visibilidade",
    [
      "Médios, máximos, mínimos, piscas e luzes de travagem",
      "Escovas limpa-para-brisas",
      "Para-brisas (fissuras e impactos)",
    ],
  ],
  [
    "Motor e níveis",
    [
      "Nível do óleo do motor",
      "Líquido de refrigeração",
      "Líquido limpa-para-brisas",
      "Fugas visíveis de óleo ou líquidos",
    ],
  ],
  ["Suspensão, direção e escape", ["Amortecedores e molas", "Folgas na direção", "Fixações e fugas do escape"]],
  ["Bateria", ["Tensão e estado dos terminais"]],
];

export async function loader({ context }: Route.LoaderArgs) {
  const [services, packs] = await Promise.all([
    loadApi<Array<{ id: string; nombre: string; duracion: number }>>(context, "/talleres-servicios"),
    loadApi<RevisionPack[]>(context, "/packs-mantenimiento"),
  ]);
  const test = services.find((s) => s.id === SAFETY_TEST_ID);
  if (!test) throw data("Página não encontrada", { status: 404 });
  return { test, packs };
}

export const meta: Route.MetaFunction = () =>
  seo(
    "Teste de segurança",
    "Teste de segurança do carro numa oficina RodaCerta: pneus, travões, luzes, níveis, suspensão e bateria. Grátis com qualquer pack de mudança de óleo.",
    "/mudanca-de-oleo-filtros/teste-de-seguranca",
  );

export default function SafetyTest({ loaderData: { test, packs } }: Route.ComponentProps) {
  return (
    <div className="container page">
      <Breadcrumbs
        items={[
          { label: "Mudança de óleo e filtros", to: "/mudanca-de-oleo-filtros" },
          { label: "Teste de segurança" },
        ]}
      />
      <h1>Teste de segurança</h1>
      <p className="lead">
        Em cerca de {test.duracion} minutos, um mecânico verifica os pontos que mais contam para a sua segurança e
        entrega-lhe o resultado por escrito, com o que está bem e o que convém tratar.
      </p>
      <div className="grid">
        {CHECKS.map(([title, lines]) => (
          <section key={title} className="card" aria-labelledby={`chk-${title}`}>
            <h2 id={`chk-${title}`} style={{ marginTop: 0, fontSize: "1.1rem" }}>
              {title}
            </h2>
            <ul>
              {lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <section className="card" style={{ marginTop: 16 }} aria-labelledby="gratis">
        <h2 id="gratis" style={{ marginTop: 0, fontSize: "1.15rem" }}>
          Grátis com qualquer pack de mudança de óleo
        </h2>
        <p>O teste de segurança vem incluído em todos os packs:</p>
        <ul className="chips">
          {packs.map((p) => (
            <li key={p.id}>
              <Link to={`/mudanca-de-oleo-filtros/${p.slug}`}>
                {p.nombre} · {formatEur(p.precio)}
              </Link>
            </li>
          ))}
        </ul>
        <div style={{ display: "flex", gap: 12, flexWrap: "wrap", marginTop: 12 }}>
          <Link className="btn" to={ASSISTANT_BASE}>
            Escolher um pack pela matrícula
          </Link>
          <Link className="btn btn-secondary" to={`/marcacao-previa?servicos=${SAFETY_TEST_ID}`}>
            Marcar só o teste de segurança
          </Link>
        </div>
      </section>
    </div>
  );
}
