/**
 * /selector-moto — the motorbike selector's start (INITIAL): search by measures or by the motorbike's model, or resume
 * the stored search. Old single-page links (?modo=…) open the step they stand for.
 */
import { useEffect, useState } from "react";
import { Link, redirect } from "react-router";
import { describeChoices, type MotoSelectorState } from "#src/shared/tyres/moto-state.ts";
import { legacyStepUrl, stepUrl } from "#src/shared/tyres/moto-steps.ts";
import { apiContext } from "#src/web/api-context.ts";
import { seo } from "#src/web/ui/seo.ts";
import { translatorAt, useT } from "#src/web/i18n.ts";
import type { Route } from "./+types/start";
import { MotoFrame } from "./frame.tsx";
import { RegisterBrand } from "./register-brand.tsx";
import { registerBrand } from "./register-brand.server.ts";
import { readStored, useIsDesktop } from "./storage.ts";
import styles from "./moto.module.css";
import { keptForVisitorsWithoutCookies } from "#src/web/page-cache-handle.ts";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url.replace(/\.data(\?|$)/, "$1"));
  const legacy = legacyStepUrl(url.searchParams);
  if (legacy) throw redirect(legacy, 301);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return registerBrand(context.get(apiContext), request);
}

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return seo(t("moto.startMetaTitle"), t("moto.startMetaDescription"), path("/selector-moto"));
};

export default function MotoStart() {
  const desktop = useIsDesktop();
  const [stored, setStored] = useState<MotoSelectorState | null>(null);
  useEffect(() => setStored(readStored()), []);
  const resume = stored ? describeChoices(stored) : null;
  const { t, path } = useT();
  return (
    <MotoFrame step="INITIAL" mode={null} title={t("moto.startTitle")} crumb={t("moto.crumbSelector")}>
      {stored && resume && (
        <p className="card" role="status">
          {t("moto.resumeNotice", { choices: resume })}{" "}
          <Link to={path(stepUrl(stored.step, stored.choices))}>{t("moto.resumeLink")}</Link>
        </p>
      )}
      <div className={`grid ${styles.start}`}>
        <section className="card">
          <h2 style={{ marginTop: 0 }}>{t("moto.knowSizeTitle")}</h2>
          <p>{t("moto.knowSizeText")}</p>
          <Link className="btn" to={path(desktop ? "/selector-moto/medidas" : "/selector-moto/ancho")}>
            {t("moto.searchBySize")}
          </Link>
        </section>
        <section className="card">
          <h2 style={{ marginTop: 0 }}>{t("moto.dontKnowSizeTitle")}</h2>
          <p>{t("moto.dontKnowSizeText")}</p>
          <Link className="btn" to={path("/selector-moto/marca")}>
            {t("moto.searchByModel")}
          </Link>
        </section>
      </div>
      <RegisterBrand />
    </MotoFrame>
  );
}

/** Kept and served again to visitors without cookies (page-cache-handle.ts). */
export const handle = keptForVisitorsWithoutCookies;
