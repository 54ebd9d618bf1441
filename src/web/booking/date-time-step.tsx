import { useRef } from "react";
import { useT } from "#src/web/i18n.ts";
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
  const { t, lang } = useT();
  const timesHeading = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(timesHeading, d.fecha ?? "");
  const chosen = d.days.find((day) => day.fecha === urlDayToDisplay(d.fecha));
  const label = chosen ? dayLabel(chosen.iso, lang) : null;
  return (
    <div className="card" style={{ display: "grid", gap: 20 }} aria-busy={busy}>
      {d.workshop ? (
        <p style={{ margin: 0 }}>
          {t("booking.workshopLabel")} <strong>{d.workshop.alias}</strong> · {d.workshop.direccion},{" "}
          {d.workshop.poblacion}
        </p>
      ) : null}
      {appointment ? (
        <p style={{ margin: 0 }}>
          {t("booking.currentBooking")}{" "}
          <strong>{t("booking.dateAtTime", { date: appointment.fecha, time: appointment.hora })}</strong>.
          {appointment.acciones.aPartirDe ? ` ${t("booking.orderMove", { date: appointment.acciones.aPartirDe })}` : ""}
        </p>
      ) : null}
      {d.datesError ? (
        <p role="alert" className="field-error">
          {d.datesError}
        </p>
      ) : null}
      {d.days.length === 0 && !d.datesError ? <p role="alert">{t("booking.noDays")}</p> : null}
      {d.dayGone ? <p role="status">{t("booking.dayGone")}</p> : null}
      {d.days.length > 0 ? (
        <section>
          <h2 id="dia-title" className={styles.stepHeading}>
            {t("booking.chooseDay")}
          </h2>
          <DayPicker q={q} days={d.days} selected={d.fecha} labelledBy="dia-title" />
        </section>
      ) : null}
      {label && d.fecha ? (
        <section>
          <h2 id="hora-title" ref={timesHeading} tabIndex={-1} className={styles.stepHeading}>
            {/^(sábado|domingo)/.test(label.long)
              ? t("booking.timesOnMasculine", { day: label.long })
              : t("booking.timesOnFeminine", { day: label.long })}
          </h2>
          {d.times.length > 0 ? (
            <>
              <TimePicker q={q} fecha={d.fecha} times={d.times} next={next} labelledBy="hora-title" busy={busy} />
              <p className="hint" style={{ margin: "8px 0 0" }}>
                {t("booking.timesHint")}
              </p>
            </>
          ) : (
            <p role="alert" className="field-error">
              {d.timesError ?? t("booking.noTimes")}
            </p>
          )}
        </section>
      ) : null}
    </div>
  );
}
