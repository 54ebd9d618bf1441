import { useRef } from "react";
import { type Appointment, type DateStepData, dayLabel, urlDayToDisplay } from "./booking-model.ts";
import styles from "./booking.module.css";
import { DayPicker } from "./day-picker.tsx";
import { TimePicker } from "./time-picker.tsx";
import { useFocusOnChange } from "./use-focus-on-change.ts";

/**
 * Day and time: the free days as buttons, the chosen day's free times as buttons (the first free day is shown until
 * another is picked). Picking a day moves focus to its times; picking a time goes on to `next`.
 */
export function DateTimeStep({
  q,
  d,
  next,
  appointment,
  busy,
}: {
  q: URLSearchParams;
  d: DateStepData;
  next: string;
  appointment: Appointment | null;
  busy: boolean;
}) {
  const timesHeading = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(timesHeading, d.fecha ?? "");
  const chosen = d.days.find((day) => day.fecha === urlDayToDisplay(d.fecha));
  const label = chosen ? dayLabel(chosen.iso) : null;
  return (
    <div className="card" style={{ display: "grid", gap: 20 }} aria-busy={busy}>
      {d.workshop ? (
        <p style={{ margin: 0 }}>
          Oficina: <strong>{d.workshop.alias}</strong> · {d.workshop.direccion}, {d.workshop.poblacion}
        </p>
      ) : null}
      {appointment ? (
        <p style={{ margin: 0 }}>
          Marcação atual:{" "}
          <strong>
            {appointment.fecha} às {appointment.hora}
          </strong>
          .
          {appointment.acciones.aPartirDe
            ? ` A montagem da sua encomenda pode passar para ${appointment.acciones.aPartirDe} ou para um dia seguinte, nesta oficina.`
            : ""}
        </p>
      ) : null}
      {d.datesError ? (
        <p role="alert" className="field-error">
          {d.datesError}
        </p>
      ) : null}
      {d.days.length === 0 && !d.datesError ? (
        <p role="alert">Esta oficina não tem horas livres nos próximos 25 dias. Escolha outra oficina.</p>
      ) : null}
      {d.dayGone ? <p role="status">O dia que tinha escolhido já não tem horas livres. Escolha outro dia.</p> : null}
      {d.days.length > 0 ? (
        <section>
          <h2 id="dia-title" className={styles.stepHeading}>
            Escolha o dia
          </h2>
          <DayPicker q={q} days={d.days} selected={d.fecha} labelledBy="dia-title" />
        </section>
      ) : null}
      {label && d.fecha ? (
        <section>
          <h2 id="hora-title" ref={timesHeading} tabIndex={-1} className={styles.stepHeading}>
            Horas livres {/^(sábado|domingo)/.test(label.long) ? "no" : "na"} {label.long}
          </h2>
          {d.times.length > 0 ? (
            <>
              <TimePicker q={q} fecha={d.fecha} times={d.times} next={next} labelledBy="hora-title" busy={busy} />
              <p className="hint" style={{ margin: "8px 0 0" }}>
                Horas locais da oficina. Escolha uma hora para continuar.
              </p>
            </>
          ) : (
            <p role="alert" className="field-error">
              {d.timesError ?? "Não há horas livres neste dia. Escolha outro dia."}
            </p>
          )}
        </section>
      ) : null}
    </div>
  );
}
