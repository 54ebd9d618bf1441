/** /kits-ozono: the ozone disinfection kits (GET /kits-ozono), bought online and done at the workshop. */
import { Link } from "react-router";
import type { Route } from "./+types/ozone-kits";
import { translatorAt, useT } from "#src/web/i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import { OfferCard } from "./offer-card.tsx";
import { loadOzoneKits } from "./services.server.ts";
import { OZONE_KITS_PATH } from "#src/shared/services/pages/ozone-kits-path.ts";
import css from "./services.module.css";
import { keptForVisitorsWithoutCookies } from "../page-cache-handle.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return loadOzoneKits(context);
}

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return seo(t("services.kitsTitle"), t("services.kitsDescription"), path(OZONE_KITS_PATH));
};

export default function OzoneKits({ loaderData }: Route.ComponentProps) {
  const { kits, error } = loaderData;
  const { t, text, path } = useT();
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: t("services.crumbCar"), to: "/carro" }, { label: t("services.kitsTitle") }]} />
      <h1>{t("services.kitsTitle")}</h1>
      <p className="lead">{t("services.kitsIntro")}</p>
      {error ? (
        <p role="alert" className="field-error card">
          {text(error)}
        </p>
      ) : (
        <div className={css.cards}>
          {kits.map((k) => (
            <OfferCard key={k.id} offer={k} cp="" />
          ))}
        </div>
      )}
      <p className={`hint ${css.after}`}>
        {t("services.kitsMoreBefore")} <Link to={path("/carro/desinfecao-ozono")}>{t("services.kitsMoreLink")}</Link>.
      </p>
    </div>
  );
}

/** Kept and served again to visitors without cookies (page-cache-handle.ts). */
export const handle = keptForVisitorsWithoutCookies;
