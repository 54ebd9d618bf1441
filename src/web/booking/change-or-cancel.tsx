import { Link } from "react-router";
import { useT } from "#src/web/i18n.ts";
import { ORDER_CHANGE_NOTICE_HOURS } from "#src/shared/booking/change-rules.ts";
import { type Appointment, appointmentQuery } from "./booking-model.ts";
import { AppointmentSummary } from "./appointment-summary.tsx";
import styles from "./booking.module.css";
import { PhoneLink } from "./phone-link.tsx";

/**
 * The change page of a booking: the appointment, and only the actions the shop's rule allows now (the API's
 * `acciones`); what is not allowed online says why and offers the workshop's phone instead of a dead-end button.
 */
export function ChangeOrCancel({ q, a }: { q: URLSearchParams; a: Appointment }) {
  const { t, text, path } = useT();
  if (a.estado === "cancelled") {
    return (
      <div className="card" style={{ display: "grid", gap: 12, maxWidth: 640 }}>
        <p style={{ margin: 0 }}>{t("booking.changeCancelled")}</p>
        <p style={{ margin: 0 }}>
          <Link to={path("/marcacao-previa")} className="btn">
            {t("booking.newBooking")}
          </Link>
        </p>
      </div>
    );
  }
  const { alterar, cancelar, motivoAlterar, motivoCancelar } = a.acciones;
  const notes = [alterar ? null : motivoAlterar, cancelar ? null : motivoCancelar]
    .map((n) => (n ? text(n) : n))
    .filter((n, i, all): n is string => Boolean(n) && all.indexOf(n) === i);
  const change = path(
    `/marcacao-previa/data-e-hora${appointmentQuery(q)}&taller=${encodeURIComponent(a.taller.codTienda)}`,
  );
  return (
    <section className="card" aria-labelledby="marcacao-title" style={{ display: "grid", gap: 16, maxWidth: 640 }}>
      <h2 id="marcacao-title" style={{ margin: 0, fontSize: "1.15rem" }}>
        {a.pedido ? t("booking.orderFitting") : t("booking.yourBooking")}
      </h2>
      <AppointmentSummary a={a} />
      {a.pedido && alterar ? (
        <p className="hint" style={{ margin: 0 }}>
          {t("booking.changeOrderHint", { hours: ORDER_CHANGE_NOTICE_HOURS })}
        </p>
      ) : null}
      {alterar || cancelar ? (
        <div className={styles.actions}>
          {alterar ? (
            <Link className="btn" to={change}>
              {t("booking.changeDayTime")}
            </Link>
          ) : null}
          {cancelar ? (
            <Link className="btn btn-ghost" to={path(`/marcacao-previa/cancelar${appointmentQuery(q)}`)}>
              {t("booking.cancelBooking")}
            </Link>
          ) : null}
        </div>
      ) : null}
      {notes.map((n) => (
        <p key={n} className="notice" style={{ margin: 0 }}>
          {n}
        </p>
      ))}
      {notes.length > 0 ? (
        <p style={{ margin: 0 }}>
          <PhoneLink phone={a.taller.telefono} />
        </p>
      ) : null}
    </section>
  );
}
