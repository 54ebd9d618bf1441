/** /carro, /mota and /camiao: the category's services as cards (title, one line, price from, link). */
import { Link } from "react-router";
import type { Route } from "./+types/hub";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import { priceLabel } from "./offer-format.ts";
import { loadHub } from "./services.server.ts";
import css from "./services.module.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadHub(context, new URL(request.url).pathname);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? seo(loaderData.title, loaderData.description, loaderData.path) : [];

export default function Hub({ loaderData }: Route.ComponentProps) {
  const { title, intro, cards, error } = loaderData;
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: title }]} />
      <h1>{title}</h1>
      <p className="lead">{intro}</p>
      {error && (
        <p role="alert" className="field-error card">
          {error}
        </p>
      )}
      <ul className={css.cards}>
        {cards.map((c) => (
          <li key={c.path}>
            <article className={`card ${css.card}`}>
              <h2>
                <Link to={c.path}>{c.title}</Link>
              </h2>
              <p>{c.summary}</p>
              {c.price && <p className={css.from}>{priceLabel(c.price.precio, c.price.desde, c.quote)}</p>}
              <Link className={css.cardLink} to={c.path} aria-hidden tabIndex={-1}>
                Ver serviço →
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
