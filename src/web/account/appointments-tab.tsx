/** "Marcações": the customer's workshop appointments, with the change or cancel link when the booking rule allows it. */
import { Link } from "react-router";
import type { CustomerAppointment } from "#src/shared/account/private-area.schema.ts";
import { customerStatusLabel } from "#src/shared/operator/appointment-status.ts";

export function AppointmentsTab({ appointments }: { appointments: CustomerAppointment[] }) {
  return (
    <ul className="grid" style={{ listStyle: "none", padding: 0 }}>
      {appointments.map((a) => (
        <li key={a.id} className="card">
          <strong>
            {a.fecha} às {a.hora}
          </strong>{" "}
          · {a.taller.alias} · {customerStatusLabel(a.estado)}
          {/* Only what the booking rule allows online (src/shared/booking/change-rules.ts); otherwise the reason and phone. */}
          {a.estado === "booked" && (a.acciones?.alterar || a.acciones?.cancelar) && (
            <p style={{ margin: "8px 0 0" }}>
              <Link to={`/marcacao-previa/alteracao?cita=${a.id}&token=${encodeURIComponent(a.token)}`}>
                {a.acciones.cancelar ? "Alterar ou cancelar" : "Alterar dia ou hora"}
              </Link>
            </p>
          )}
          {a.estado === "booked" && a.acciones && !a.acciones.alterar && a.acciones.motivoAlterar && (
            <p className="hint" style={{ margin: "8px 0 0" }}>
              {a.acciones.motivoAlterar}
            </p>
          )}
        </li>
      ))}
      {appointments.length === 0 && (
        <li>
          Ainda não tem marcações. <Link to="/marcacao-previa">Marcar agora</Link>
        </li>
      )}
    </ul>
  );
}
