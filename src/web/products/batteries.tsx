/** /carro/baterias: batteries filtered by Ah and starting current, bought with fitting at a workshop. */
import { Form, Link, useSubmit } from "react-router";
import { A_RANGES, AH_RANGES } from "#src/shared/battery-ranges.ts";
import { formatEur } from "#src/shared/money.ts";
import type { Route } from "./+types/batteries";
import { loadApi } from "../api-context.ts";
import { BuyButton } from "../checkout/buy-button.tsx";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";

type Battery = {
  id: string;
  marca: string;
  modelo: string;
  voltaje: number;
  ah: number;
  a: number;
  borne: string;
  tecnologia: string;
  startStop: boolean;
  medidas: string;
  garantia: number;
  precio: number;
  stock: number;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = new URLSearchParams();
  for (const k of ["ah", "a", "startStop"]) {
    const v = url.searchParams.get(k);
    if (v) q.set(k, v);
  }
  const r = await loadApi<{ total: number; baterias: Battery[] }>(context, `/baterias?${q.toString()}`);
  return {
    ...r,
    ah: url.searchParams.get("ah") ?? "",
    a: url.searchParams.get("a") ?? "",
    startStop: url.searchParams.get("startStop") ?? "",
  };
}

export const meta: Route.MetaFunction = () =>
  seo(
    "Baterias para carro com montagem",
    "Baterias Varta, Bosch, Exide e outras marcas com montagem na oficina em 30 minutos. Escolha pelos Ah e pela corrente de arranque.",
    "/carro/baterias",
  );

export default function Batteries({ loaderData: d }: Route.ComponentProps) {
  const submit = useSubmit();
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: "Carro" }, { label: "Baterias" }]} />
      <h1>Baterias com montagem</h1>
      <p className="lead">
        Veja os Ah e a corrente de arranque (A) na etiqueta da bateria atual. A montagem na oficina inclui o teste do
        alternador e a recolha da bateria usada.
      </p>
      <Form
        method="get"
        className="card filters"
        style={{ display: "flex", gap: 12, flexWrap: "wrap", alignItems: "flex-end" }}
        onChange={(e) => submit(e.currentTarget)}
      >
        <div className="field">
          <label htmlFor="ah">Capacidade</label>
          <select id="ah" name="ah" defaultValue={d.ah}>
            <option value="">Todas</option>
            {AH_RANGES.map((r) => (
              <option key={r.id} value={r.id}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="a">Arranque</label>
          <select id="a" name="a" defaultValue={d.a}>
            <option value="">Todos</option>
            {A_RANGES.map((r) => (
              <option key={r.id} value={r.id}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="startStop">Start-stop</label>
          <select id="startStop" name="startStop" defaultValue={d.startStop}>
            <option value="">Indiferente</option>
            <option value="1">Sim (EFB/AGM)</option>
            <option value="0">Não</option>
          </select>
        </div>
        <noscript>
          <button className="btn btn-secondary" type="submit">
            Filtrar
          </button>
        </noscript>
      </Form>
      <p role="status">
        {d.total === 0 ? "Não há baterias com estas características. Alargue os filtros." : `${d.total} baterias`}
      </p>
      <div className="grid">
        {d.baterias.map((b) => (
          <article key={b.id} className="card tyre-card" data-battery-id={b.id}>
            <h2 className="tyre-card-title" style={{ fontSize: "1.05rem" }}>
              {b.marca} {b.modelo}
            </h2>
            <p className="tyre-size">
              {b.voltaje} V · {b.ah} Ah · {b.a} A · borne {b.borne}
            </p>
            <p className="hint">
              {b.tecnologia}
              {b.startStop ? " · start-stop" : ""} · {b.medidas} · garantia {b.garantia} anos
            </p>
            <p className="price">
              <strong>{formatEur(b.precio)}</strong> <span className="hint">+ montagem</span>
            </p>
            {b.stock > 0 ? (
              <BuyButton
                id={b.id}
                name={`${b.marca} ${b.modelo} ${b.ah} Ah`}
                label="Comprar com montagem"
                maxQty={1}
                defaultQty={1}
              />
            ) : (
              <p className="stock out">Sem stock de momento</p>
            )}
          </article>
        ))}
      </div>
      <p className="hint">
        Não sabe qual escolher? <Link to="/marcacao-previa">Marque um teste de bateria</Link> e a oficina indica-lhe a
        bateria certa.
      </p>
    </div>
  );
}
