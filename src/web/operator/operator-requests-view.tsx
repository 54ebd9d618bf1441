/** One contact / call-back / lead request as staff see it (the queue and a customer's page). */
import {
  REQUEST_KIND_LABEL,
  REQUEST_STATUS_LABEL,
  type QueueItem,
  STATUS_FROM_SLUG,
} from "#src/shared/operator/customer-service.ts";
import { CONTACT_REASONS } from "#src/shared/contact/reasons.ts";
import own from "./operator-customers.module.css";

export const whenPt = (iso: string) =>
  new Intl.DateTimeFormat("pt-PT", {
    timeZone: "Europe/Lisbon",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));

export function StatusBadge({ estado }: { estado: QueueItem["estado"] }) {
  return (
    <span className={own.badge} data-estado={estado}>
      {REQUEST_STATUS_LABEL[STATUS_FROM_SLUG[estado]]}
    </span>
  );
}

export function RequestSummary({ p }: { p: QueueItem }) {
  const subject =
    p.tipo === "contacto" && p.assunto && p.assunto in CONTACT_REASONS
      ? CONTACT_REASONS[p.assunto as keyof typeof CONTACT_REASONS]
      : p.assunto;
  return (
    <>
      <div>
        <strong>{REQUEST_KIND_LABEL[p.tipo]}</strong> n.º {p.id} <StatusBadge estado={p.estado} />
      </div>
      <div className={own.muted}>
        Recebido em {whenPt(p.criadoEm)}
        {subject ? ` · ${subject}` : ""}
      </div>
      <div>{[p.nome, p.email, p.telefono].filter(Boolean).join(" · ")}</div>
      {p.mensagem && <p style={{ margin: 0 }}>«{p.mensagem}»</p>}
      {p.nota && (
        <div className={own.muted}>
          Nota: {p.nota}
          {p.alteradoEm ? ` (${whenPt(p.alteradoEm)})` : ""}
        </div>
      )}
    </>
  );
}
