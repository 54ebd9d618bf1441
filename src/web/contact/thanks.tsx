import { Link } from "react-router";
import type { Route } from "./+types/thanks";
import { translatorAt, useT } from "../i18n.ts";
import { seo } from "../ui/seo.ts";

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return [
    ...seo(t("contact.thanksMetaTitle"), t("contact.thanksMetaDescription"), path("/contato/obrigado")),
    { name: "robots", content: "noindex" },
  ];
};

export default function Thanks() {
  const { t, path } = useT();
  return (
    <div className="container page" style={{ maxWidth: 640 }}>
      <h1>{t("contact.thanksTitle")}</h1>
      <p className="card" role="status">
        {t("contact.thanksText")}
      </p>
      <Link to={path("/")}>{t("contact.backHome")}</Link>
    </div>
  );
}
