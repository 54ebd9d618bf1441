/** /mudanca-de-oleo-filtros: maintenance packs (revision products) bought with the workshop appointment. */
import { Link } from "react-router";
import { formatEur } from "#src/shared/money.ts";
import type { Route } from "./+types/packs";
import { loadApi } from "../api-context.ts";
import { BuyButton } from "../checkout/buy-button.tsx";
import { seo } from "../ui/seo.ts";

type Pack = {
  id: string;
  slug: string;
  nombre: string;
  plan: string;
  incluye: string[];
  precio: number;
  duracion: number;
};

export async function loader({ context }: Route.LoaderArgs) {
  return { packs: await loadApi<Pack[]>(context, "/packs-mantenimiento") };
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
        Cada pack inclui até 5 L de óleo recomendado pelo fabricante, líquido de refrigeração até 1 L e
        limpa-para-brisas até 2 L. A taxa de óleo usado (0,06 € por litro) não está incluída. Aconselhamos a mudança a
        cada 15 000 a 20 000 km.
      </p>
      <div className="grid">
        {loaderData.packs.map((p) => (
          <article key={p.id} className="card" data-pack-id={p.id}>
            <h2 style={{ marginTop: 0, fontSize: "1.2rem" }}>{p.nombre}</h2>
            <ul>
              {p.incluye.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
            <p className="price">
              <strong>{formatEur(p.precio)}</strong>{" "}
              <span className="hint">· cerca de {p.duracion} min na oficina</span>
            </p>
            <BuyButton id={p.id} name={p.nombre} label="Escolher este pack" maxQty={1} defaultQty={1} />
          </article>
        ))}
      </div>
      <p className="hint">
        Prefere só marcar? <Link to="/marcacao-previa">Faça uma marcação prévia</Link>.
      </p>
    </div>
  );
}
