import { Form, Link } from "react-router";
import { type Appointment, appointmentQuery } from "./booking-model.ts";
import { AppointmentSummary } from "./appointment-summary.tsx";
import styles from "./booking.module.css";
import { PhoneLink } from "./phone-link.tsx";

/**
 * Cancelling asks first: this page is the confirmation (a second page, so it works without JavaScript). After the
 * cancellation the same address says it is done.
 */
export function CancelStep({
  q,
  a,
  message,
  busy,
}: {
  q: URLSearchParams;
  a: Appointment;
  message: string | null | undefined;
  busy: boolean;
}) {
  if (a.estado === "cancelled") {
    return (
      <div className="card" role="status" style={{ display: "grid", gap: 12, maxWidth: 640 }}>
        <p style={{ margin: 0 }}>
          {q.get("cancelada")
            ? `A sua marcação de ${a.fecha} às ${a.hora} na oficina ${a.taller.alias} foi cancelada. Obrigado por nos avisar!`
            : `A marcação de ${a.fecha} às ${a.hora} na oficina ${a.taller.alias} já estava cancelada.`}
          {a.contacto?.email && q.get("cancelada")
            ? ` Enviámos a confirmação para ${a.contacto.email}, com o ficheiro que a retira do seu calendário.`
            : ""}
        </p>
        <p style={{ margin: 0 }}>
          <Link to="/marcacao-previa" className="btn">
            Fazer nova marcação
          </Link>
        </p>
      </div>
    );
  }
  const back = `/marcacao-previa/alteracao${appointmentQuery(q)}`;
  if (!a.acciones.cancelar) {
    return (
      <div className="card" style={{ display: "grid", gap: 12, maxWidth: 640 }}>
        <p className="notice" style={{ margin: 0 }}>
          {a.acciones.motivoCancelar}
        </p>
        <p className={styles.actions} style={{ margin: 0 }}>
          <PhoneLink phone={a.taller.telefono} />
          <Link to={back}>Voltar à marcação</Link>
        </p>
      </div>
    );
  }
  return (
    <Form method="post" className="card" style={{ display: "grid", gap: 16, maxWidth: 640 }}>
      <input type="hidden" name="intent" value="cancel" />
      <p style={{ margin: 0 }}>Vai cancelar esta marcação. A hora fica livre para outros clientes.</p>
      <AppointmentSummary a={a} />
      {message ? (
        <p role="alert" className="field-error" style={{ margin: 0 }}>
          {message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button className={`btn ${styles.danger}`} type="submit" disabled={busy}>
          {busy ? "A cancelar…" : "Sim, cancelar a marcação"}
        </button>
        <Link className="btn btn-ghost" to={back}>
          Não, manter a marcação
        </Link>
      </div>
    </Form>
  );
}
