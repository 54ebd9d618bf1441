/**
 * Shown on every page while a staff member is inside a customer's account (root.tsx): who, as whom, and the way
 * out, which ends this session only (impersonation-exit.tsx).
 */
import { Form } from "react-router";
import { useT } from "../i18n.ts";
import type { Impersonation } from "./impersonation.ts";
import styles from "./impersonation-banner.module.css";

export function ImpersonationBanner({ who }: { who: Impersonation | null }) {
  const { t, path } = useT();
  if (!who) return null;
  return (
    <div role="status" className={styles.banner}>
      <p>
        {t("account.impersonationBefore")} <strong>{who.cliente.nome}</strong>{" "}
        {t("account.impersonationAs", {
          staff: who.funcionario.nome,
          role: who.funcionario.perfilTexto.toLowerCase(),
        })}
      </p>
      <Form method="post" action={path("/sair-da-conta-do-cliente")} reloadDocument>
        <button type="submit" className={styles.exit}>
          {t("account.impersonationExit")}
        </button>
      </Form>
    </div>
  );
}
