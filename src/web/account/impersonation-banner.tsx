/**
 * Shown on every page while a staff member is inside a customer's account (root.tsx): who, as whom, and the way
 * out, which ends this session only (impersonation-exit.tsx).
 */
import { Form } from "react-router";
import type { Impersonation } from "./impersonation.ts";
import styles from "./impersonation-banner.module.css";

export function ImpersonationBanner({ who }: { who: Impersonation | null }) {
  if (!who) return null;
  return (
    <div role="status" className={styles.banner}>
      <p>
        Está na conta de <strong>{who.cliente.nome}</strong> como {who.funcionario.nome} (
        {who.funcionario.perfilTexto.toLowerCase()}).
      </p>
      <Form method="post" action="/sair-da-conta-do-cliente" reloadDocument>
        <button type="submit" className={styles.exit}>
          Sair da conta do cliente
        </button>
      </Form>
    </div>
  );
}
