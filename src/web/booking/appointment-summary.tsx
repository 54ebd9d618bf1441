import type { ReactNode } from "react";
import { useT } from "#src/web/i18n.ts";
import { type Appointment, displayPlate } from "./booking-model.ts";
import styles from "./booking.module.css";

/** An appointment's facts as a definition list (day and time, workshop, services, plate, comment). */
export function AppointmentSummary({ a, when }: { a: Appointment; when?: ReactNode }) {
  const { t } = useT();
  return (
    <dl className={styles.summary}>
      <dt>{t("booking.summaryDayTime")}</dt>
      <dd>{when ?? <strong>{t("booking.dateAtTime", { date: a.fecha, time: a.hora })}</strong>}</dd>
      <dt>{t("booking.summaryWorkshop")}</dt>
      <dd>
        {a.taller.alias}, {a.taller.direccion}, {a.taller.cpostal} {a.taller.poblacion}
      </dd>
      {a.serviciosNombres.length > 0 || a.pedido ? (
        <>
          <dt>{t("booking.summaryServices")}</dt>
          <dd>{a.serviciosNombres.length > 0 ? a.serviciosNombres.join(", ") : t("booking.orderFitting")}</dd>
        </>
      ) : null}
      {a.matricula ? (
        <>
          <dt>{t("booking.summaryPlate")}</dt>
          <dd>{displayPlate(a.matricula)}</dd>
        </>
      ) : null}
      {a.comentario ? (
        <>
          <dt>{t("booking.summaryComment")}</dt>
          <dd>{a.comentario}</dd>
        </>
      ) : null}
    </dl>
  );
}
