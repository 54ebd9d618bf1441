/** /kits-ozono: the ozone disinfection kits (GET /kits-ozono), bought online and done at the workshop. */
import { Link } from "react-router";
import type { Route } from "./+types/ozone-kits";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import { OfferCard } from "./offer-card.tsx";
import { loadOzoneKits } from "./services.server.ts";
import css from "./services.module.css";

export async function loader({ context }: Route.LoaderArgs) {
  return loadOzoneKits(context);
}

export const meta: Route.MetaFunction = () =>
  seo(
    "Kits de ozono",
    "Kits de desinfeção do carro com ozono: habitáculo e condutas do ar condicionado sem bactérias nem maus cheiros, numa oficina RodaCerta.",
    "/kits-ozono",
  );

export default function OzoneKits({ loaderData }: Route.ComponentProps) {
  const { kits, error } = loaderData;
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: "Carro", to: "/carro" }, { label: "Kits de ozono" }]} />
      <h1>Kits de ozono</h1>
      <p className="lead">
        Com um kit de ozono desinfetamos o habitáculo e as condutas do ar condicionado enquanto o carro está na oficina.
        Compre o kit online e escolha a oficina e a hora no carrinho.
      </p>
      {error ? (
        <p role="alert" className="field-error card">
          {error}
        </p>
      ) : (
        <div className={css.cards}>
          {kits.map((k) => (
            <OfferCard key={k.id} offer={k} cp="" />
          ))}
        </div>
      )}
      <p className={`hint ${css.after}`}>
        Quer saber mais? Veja como funciona a <Link to="/carro/desinfecao-ozono">desinfeção com ozono</Link>.
      </p>
    </div>
  );
}
