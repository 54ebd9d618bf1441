import { Link } from "react-router";
import type { Route } from "./+types/thanks";
import { translatorAt, useT } from "../i18n.ts";
import { seo } from "../ui/seo.ts";

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return [
    ...seo(t("account.thanksMetaTitle"), t("account.thanksMetaDescription"), path("/contato/obrigado")),
    { name: "robots", content: "noindex" },
  ];
};

export default function Thanks() {
  const { t, path } = useT();
  return (
    <div className="container page" style={{ maxWidth: 640 }}>
      <h1>{t("account.thanksTitle")}</h1>
      <p className="card" role="status">
        {t("account.thanksText")}
      </p>
      <Link to={path("/")}>{t("account.backHome")}</Link>
    </div>
  );
}
