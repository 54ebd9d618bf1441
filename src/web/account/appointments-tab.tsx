/** "Marcações": the customer's workshop appointments, with the change or cancel link when the booking rule allows it. */
import { Link } from "react-router";
import type { CustomerAppointment } from "#src/shared/account/private-area.schema.ts";
import { type MessageKey, useT } from "../i18n.ts";

/** The status as the customer reads it (src/shared/operator/appointment-status.ts, CUSTOMER_STATUS_LABEL). */
const STATUS: Record<string, MessageKey> = {
  held: "account.appointmentHeld",
  booked: "account.appointmentBooked",
  arrived: "account.appointmentArrived",
  in_progress: "account.appointmentInProgress",
  done: "account.appointmentDone",
  no_show: "account.appointmentNoShow",
  cancelled: "account.appointmentCancelled",
};

export function AppointmentsTab({ appointments }: { appointments: CustomerAppointment[] }) {
  const { t, text, path } = useT();
  return (
    <ul className="grid" style={{ listStyle: "none", padding: 0 }}>
      {appointments.map((a) => (
        <li key={a.id} className="card">
          <strong>{t("account.appointmentWhen", { date: a.fecha, time: a.hora })}</strong> · {a.taller.alias} ·{" "}
          {t(Object.hasOwn(STATUS, a.estado) ? (STATUS[a.estado] as MessageKey) : "account.appointmentBooked")}
          {/* Only what the booking rule allows online (src/shared/booking/change-rules.ts); otherwise the reason and phone. */}
          {a.estado === "booked" && (a.acciones?.alterar || a.acciones?.cancelar) && (
            <p style={{ margin: "8px 0 0" }}>
              <Link to={`${path("/marcacao-previa/alteracao")}?cita=${a.id}&token=${encodeURIComponent(a.token)}`}>
                {a.acciones.cancelar ? t("account.appointmentChangeOrCancel") : t("account.appointmentChange")}
              </Link>
            </p>
          )}
          {a.estado === "booked" && a.acciones && !a.acciones.alterar && a.acciones.motivoAlterar && (
            <p className="hint" style={{ margin: "8px 0 0" }}>
              {text(a.acciones.motivoAlterar)}
            </p>
          )}
        </li>
      ))}
      {appointments.length === 0 && (
        <li>
          {t("account.appointmentsEmpty")} <Link to={path("/marcacao-previa")}>{t("account.appointmentsBookNow")}</Link>
        </li>
      )}
    </ul>
  );
}
