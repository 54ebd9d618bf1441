import { Form, Link } from "react-router";
import { useT } from "#src/web/i18n.ts";
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
  const { t, text, path } = useT();
  const at = { date: a.fecha, time: a.hora, workshop: a.taller.alias };
  if (a.estado === "cancelled") {
    return (
      <div className="card" role="status" style={{ display: "grid", gap: 12, maxWidth: 640 }}>
        <p style={{ margin: 0 }}>
          {q.get("cancelada") ? t("booking.cancelDone", at) : t("booking.cancelAlready", at)}
          {a.contacto?.email && q.get("cancelada")
            ? ` ${t("booking.cancelEmailSent", { email: a.contacto.email })}`
            : ""}
        </p>
        <p style={{ margin: 0 }}>
          <Link to={path("/marcacao-previa")} className="btn">
            {t("booking.newBooking")}
          </Link>
        </p>
      </div>
    );
  }
  const back = path(`/marcacao-previa/alteracao${appointmentQuery(q)}`);
  if (!a.acciones.cancelar) {
    return (
      <div className="card" style={{ display: "grid", gap: 12, maxWidth: 640 }}>
        <p className="notice" style={{ margin: 0 }}>
          {a.acciones.motivoCancelar ? text(a.acciones.motivoCancelar) : null}
        </p>
        <p className={styles.actions} style={{ margin: 0 }}>
          <PhoneLink phone={a.taller.telefono} />
          <Link to={back}>{t("booking.backToBooking")}</Link>
        </p>
      </div>
    );
  }
  return (
    <Form method="post" className="card" style={{ display: "grid", gap: 16, maxWidth: 640 }}>
      <input type="hidden" name="intent" value="cancel" />
      <p style={{ margin: 0 }}>{t("booking.cancelIntro")}</p>
      <AppointmentSummary a={a} />
      {message ? (
        <p role="alert" className="field-error" style={{ margin: 0 }}>
          {text(message)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button className={`btn ${styles.danger}`} type="submit" disabled={busy}>
          {busy ? t("booking.cancelling") : t("booking.cancelConfirm")}
        </button>
        <Link className="btn btn-ghost" to={back}>
          {t("booking.cancelKeep")}
        </Link>
      </div>
    </Form>
  );
}
