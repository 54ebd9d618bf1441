import { useEffect, useState } from "react";
import type { Route } from "./+types/preferences";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { translatorAt, useT } from "../i18n.ts";
import { seo } from "../ui/seo.ts";

const KEY = "rodacerta.cookies";

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return seo(t("contact.cookiesTitle"), t("contact.cookiesMetaDescription"), path("/preferencias"));
};

/** Cookie preferences, stored in this browser (stored state version 1). */
export default function Preferences() {
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [saved, setSaved] = useState(false);
  const { t } = useT();
  useEffect(() => {
    try {
      const v = JSON.parse(localStorage.getItem(KEY) ?? "null") as {
        version: number;
        analytics: boolean;
        marketing: boolean;
      } | null;
      if (v?.version === 1) {
        setAnalytics(v.analytics);
        setMarketing(v.marketing);
      }
    } catch {}
  }, []);
  return (
    <div className="container page" style={{ maxWidth: 640 }}>
      <Breadcrumbs items={[{ label: t("contact.cookiesTitle") }]} />
      <h1>{t("contact.cookiesTitle")}</h1>
      <form
        className="card"
        style={{ display: "grid", gap: 12 }}
        onSubmit={(e) => {
          e.preventDefault();
          localStorage.setItem(KEY, JSON.stringify({ version: 1, analytics, marketing }));
          setSaved(true);
        }}
      >
        <label className="check">
          <input type="checkbox" checked disabled /> {t("contact.cookiesNecessary")}
        </label>
        <label className="check">
          <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} />{" "}
          {t("contact.cookiesAnalytics")}
        </label>
        <label className="check">
          <input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} />{" "}
          {t("contact.cookiesMarketing")}
        </label>
        <button className="btn" type="submit">
          {t("contact.cookiesSave")}
        </button>
        {saved && <p role="status">{t("contact.cookiesSaved")}</p>}
      </form>
    </div>
  );
}
