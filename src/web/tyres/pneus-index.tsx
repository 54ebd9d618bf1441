import { Link } from "react-router";
import { SERVICE_LANDINGS, TYPE_LANDINGS } from "#src/shared/tyres/landings.ts";
import { apiContext } from "../api-context.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import type { Route } from "./+types/pneus-index";
import { SizeLinks } from "./size-links.tsx";
import { loadTyresIndex } from "./pneus.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return loadTyresIndex(context.get(apiContext));
}

export const meta: Route.MetaFunction = () =>
  seo(
    "Pneus baratos para carro, carrinha, 4x4 e mota",
    "Compre pneus online com montagem incluída: mais de 20 000 pneus de 25 marcas, com etiqueta europeia e entrega na oficina perto de si.",
    "/pneus",
  );

export default function PneusIndex({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: "Pneus" }]} />
      <h1>Pneus</h1>
      <p className="lead">
        Encontre o pneu certo pela medida, pela matrícula ou pelo modelo da mota, e monte-o numa oficina RodaCerta.
      </p>
      <h2>Por tipo</h2>
      <ul className="chips">
        {TYPE_LANDINGS.map((l) => (
          <li key={l.slug}>
            <Link to={`/pneus/${l.slug}`}>{l.h1}</Link>
          </li>
        ))}
      </ul>
      <h2>Medidas mais procuradas</h2>
      <SizeLinks sizes={loaderData.medidas} />
      <h2>Marcas</h2>
      <ul className="chips">
        {loaderData.brands.map((b) => (
          <li key={b.slug}>
            <Link to={`/pneus/${b.slug}`}>{b.name}</Link>
          </li>
        ))}
      </ul>
      <h2>Serviços de pneus</h2>
      <ul className="chips">
        {SERVICE_LANDINGS.map((s) => (
          <li key={s.slug}>
            <Link to={`/pneus/${s.slug}`}>{s.h1}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
