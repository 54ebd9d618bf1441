import type { ReactNode } from "react";
import { type Appointment, displayPlate } from "./booking-model.ts";
import styles from "./booking.module.css";

/** An appointment's facts as a definition list (day and time, workshop, services, plate, comment). */
export function AppointmentSummary({ a, when }: { a: Appointment; when?: ReactNode }) {
  return (
    <dl className={styles.summary}>
      <dt>Dia e hora</dt>
      <dd>
        {when ?? (
          <strong>
            {a.fecha} às {a.hora}
          </strong>
        )}
      </dd>
      <dt>Oficina</dt>
      <dd>
        {a.taller.alias}, {a.taller.direccion}, {a.taller.cpostal} {a.taller.poblacion}
      </dd>
      {a.serviciosNombres.length > 0 || a.pedido ? (
        <>
          <dt>Serviços</dt>
          <dd>{a.serviciosNombres.length > 0 ? a.serviciosNombres.join(", ") : "Montagem da sua encomenda"}</dd>
        </>
      ) : null}
      {a.matricula ? (
        <>
          <dt>Matrícula</dt>
          <dd>{displayPlate(a.matricula)}</dd>
        </>
      ) : null}
      {a.comentario ? (
        <>
          <dt>Comentário</dt>
          <dd>{a.comentario}</dd>
        </>
      ) : null}
    </dl>
  );
}
