import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useT } from "#src/web/i18n.ts";

/** Shown when a page takes more than 1 s to load (spec section 4, page loading). */
export function DelayedLoadNotice() {
  const { t } = useT();
  const navigation = useNavigation();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (navigation.state === "idle") {
      setSlow(false);
      return;
    }
    const id = setTimeout(() => setSlow(true), 1000);
    return () => clearTimeout(id);
  }, [navigation.state]);
  if (!slow) return null;
  return (
    <div role="status" className="delayed-notice">
      <span className="spinner" aria-hidden="true" /> {t("errors.delayedLoad")}
    </div>
  );
}

/**
 * The notice says the back office's text for the window, or the standard text when it has none. site-init gives the
 * text in the page's language (the back office writes a Spanish one too; without it the Spanish site gets null).
 */
export function MaintenanceNotice({ active, text = null }: { active: boolean; text?: string | null }) {
  const { t } = useT();
  if (!active) return null;
  return (
    <div role="alert" className="maintenance-notice">
      <strong>{t("errors.maintenanceTitle")}</strong> {text || t("errors.maintenanceDefault")}
    </div>
  );
}

/** Demo mode (embedded database, payment simulator): a thin strip above everything, on every page. */
export function DemoBanner({ active }: { active: boolean }) {
  const { t } = useT();
  if (!active) return null;
  return (
    <p role="note" className="demo-banner">
      <strong>{t("shell.demoTitle")}</strong> {t("shell.demoText")}
    </p>
  );
}
