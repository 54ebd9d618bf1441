/** /carro, /mota and /camiao: the category's services as cards (title, one line, price from, link). */
import { Link } from "react-router";
import type { Route } from "./+types/hub";
import { translatorAt, useT } from "#src/web/i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import { priceLabel } from "./offer-format.ts";
import { loadHub } from "./services.server.ts";
import css from "./services.module.css";
import { keptForVisitorsWithoutCookies } from "../page-cache-handle.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadHub(context, new URL(request.url).pathname);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData ? seo(loaderData.title, loaderData.description, translatorAt(location).path(loaderData.path)) : [];

export default function Hub({ loaderData }: Route.ComponentProps) {
  const { title, intro, cards, error } = loaderData;
  const { t, text, path, lang } = useT();
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: title }]} />
      <h1>{title}</h1>
      <p className="lead">{intro}</p>
      {error && (
        <p role="alert" className="field-error card">
          {text(error)}
        </p>
      )}
      <ul className={css.cards}>
        {cards.map((c) => (
          <li key={c.path}>
            <article className={`card ${css.card}`}>
              <h2>
                <Link to={path(c.path)}>{c.title}</Link>
              </h2>
              <p>{c.summary}</p>
              {c.price && <p className={css.from}>{priceLabel(c.price.precio, c.price.desde, c.quote, lang)}</p>}
              <Link className={css.cardLink} to={path(c.path)} aria-hidden tabIndex={-1}>
                {t("services.hubSeeService")}
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Kept and served again to visitors without cookies (page-cache-handle.ts). */
export const handle = keptForVisitorsWithoutCookies;
