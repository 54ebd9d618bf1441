/** The frame every motorbike selector screen shares: breadcrumbs, title, the two ways to search and error notices. */
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Breadcrumbs } from "#src/web/ui/breadcrumbs.tsx";
import { useT } from "#src/web/i18n.ts";
import type { MotoError } from "./messages.ts";
import { useIsDesktop } from "./storage.ts";
import styles from "./moto.module.css";

export function MotoFrame({
  step,
  mode,
  title,
  crumb,
  children,
}: {
  step: string;
  mode: "medidas" | "modelo" | null;
  title: string;
  crumb: string;
  children: ReactNode;
}) {
  const { t, path } = useT();
  return (
    <div className="container page" data-step={step}>
      <Breadcrumbs
        items={[
          { label: t("moto.crumbTyres"), to: path("/pneus") },
          { label: t("moto.crumbMoto"), to: path("/pneus/mota") },
          { label: crumb },
        ]}
      />
      <h1>{title}</h1>
      <ModeNav mode={mode} />
      {children}
    </div>
  );
}

/** "Pela medida" opens the shared sizes screen on a desktop and the width step on a phone. */
export function ModeNav({ mode }: { mode: "medidas" | "modelo" | null }) {
  const desktop = useIsDesktop();
  const { t, path } = useT();
  return (
    <nav aria-label={t("moto.modeNavLabel")}>
      <ul className="chips">
        <li>
          <Link
            to={path(desktop ? "/selector-moto/medidas" : "/selector-moto/ancho")}
            aria-current={mode === "medidas" ? "page" : undefined}
          >
            {t("moto.modeBySize")}
          </Link>
        </li>
        <li>
          <Link to={path("/selector-moto/marca")} aria-current={mode === "modelo" ? "page" : undefined}>
            {t("moto.modeByModel")}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** A failed read, said on the page; "Tentar novamente" reloads the screen when trying again may help. */
export function MotoErrorNotice({ error, children }: { error: MotoError; children?: ReactNode }) {
  const location = useLocation();
  const { t, text } = useT();
  return (
    <div role="alert" className={`card ${styles.error}`}>
      <p className="field-error" style={{ marginTop: 0 }}>
        {text(error.message)}
      </p>
      <p style={{ display: "flex", gap: 12, flexWrap: "wrap", marginBottom: 0 }}>
        {error.retry && (
          <Link className="btn btn-secondary" to={`${location.pathname}${location.search}`} replace>
            {t("moto.tryAgain")}
          </Link>
        )}
        {children}
      </p>
    </div>
  );
}
