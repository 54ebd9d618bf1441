import { Link } from "react-router";
import { useT } from "#src/web/i18n.ts";

/** The 404 ("the page does not exist") and 500 ("small error detected") pages of spec section 8. */
export function ErrorPage({ kind }: { kind: "404" | "500" }) {
  const { t, path } = useT();
  const is404 = kind === "404";
  return (
    <div className="container page" data-error-page={kind}>
      <title>{is404 ? t("errors.notFoundTitle") : t("errors.serverErrorTitle")}</title>
      <meta name="robots" content="noindex" />
      <p
        className="lead"
        aria-hidden="true"
        style={{ fontSize: "4rem", margin: 0, fontWeight: 800, color: "var(--c-accent)" }}
      >
        {kind}
      </p>
      <h1>{is404 ? t("errors.notFoundHeading") : t("errors.serverErrorHeading")}</h1>
      <p className="lead">{is404 ? t("errors.notFoundText") : t("errors.serverErrorText")}</p>
      <p style={{ display: "flex", gap: 12, flexWrap: "wrap" }}>
        <Link className="btn" to={path("/")}>
          {t("errors.errorGoHome")}
        </Link>
        <Link className="btn btn-ghost" to={path("/pneus")}>
          {t("errors.errorSeeTyres")}
        </Link>
        {!is404 && (
          <Link className="btn btn-ghost" to={path("/contato/")}>
            {t("errors.errorContactUs")}
          </Link>
        )}
      </p>
    </div>
  );
}
