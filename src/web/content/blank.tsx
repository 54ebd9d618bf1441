/**
 * /blank (spec section 2, "Other"): a page with nothing on it, for what must load a page of the site without showing
 * one (a frame, a return address that closes itself). Not indexed and not in the sitemap; the site's header and
 * footer stay, so a visitor who lands on it can go on.
 */
import { useT } from "#src/web/i18n.ts";
import type { Route } from "./+types/blank";

export const meta: Route.MetaFunction = () => [
  { title: "RodaCerta" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Blank() {
  const { t } = useT();
  return (
    <div className="container page">
      <h1 className="visually-hidden">{t("content.blankHeading")}</h1>
    </div>
  );
}
