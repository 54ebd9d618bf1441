/**
 * /app (spec section 2, "General"): the RodaCerta app. There is no store app: the site installs on the phone's home
 * screen as an app (public/manifest.webmanifest, display minimal-ui), and this page says how.
 */
import { Link } from "react-router";
import { translatorAt, useT } from "#src/web/i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import type { Route } from "./+types/app-page";
import styles from "./blog.module.css";
import { keptForVisitorsWithoutCookies } from "../page-cache-handle.ts";

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return seo(t("content.appMetaTitle"), t("content.appMetaDescription"), path("/app"));
};

export default function AppPage() {
  const { t, path } = useT();
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: t("content.appCrumb") }]} />
      <div className={styles.article}>
        <h1>{t("content.appMetaTitle")}</h1>
        <p className="lead">{t("content.appLead")}</p>
        <section>
          <h2>{t("content.appAndroidTitle")}</h2>
          <ol className={styles.steps}>
            <li>{t("content.appAndroidStep1")}</li>
            <li>{t("content.appAndroidStep2")}</li>
            <li>{t("content.appAndroidStep3")}</li>
          </ol>
        </section>
        <section>
          <h2>{t("content.appIosTitle")}</h2>
          <ol className={styles.steps}>
            <li>{t("content.appIosStep1")}</li>
            <li>{t("content.appIosStep2")}</li>
            <li>{t("content.appIosStep3")}</li>
          </ol>
        </section>
        <section>
          <h2>{t("content.appWhatTitle")}</h2>
          <ul>
            <li>
              <Link to={path("/pneus")}>{t("content.appWhatTyresLink")}</Link> {t("content.appWhatTyresRest")}
            </li>
            <li>
              <Link to={path("/marcacao-previa")}>{t("content.appWhatBookingLink")}</Link>{" "}
              {t("content.appWhatBookingRest")}
            </li>
            <li>
              {t("content.appWhatAccountBefore")}{" "}
              <Link to={path("/area-privado")}>{t("content.appWhatAccountLink")}</Link>.
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}

/** Kept and served again to visitors without cookies (page-cache-handle.ts). */
export const handle = keptForVisitorsWithoutCookies;
