import { useRef } from "react";
import { Form, Link } from "react-router";
import { useT } from "#src/web/i18n.ts";
import { carry, dayLabel, type Day } from "./booking-model.ts";
import styles from "./booking.module.css";
import { HiddenFields } from "./hidden-fields.tsx";
import { useFocusOnChange } from "./use-focus-on-change.ts";

/** Days shown at first on a phone (four rows), so the chosen day's times are on the first screen. */
const FIRST_DAYS = 12;

/**
 * The free days as buttons (weekday, date, first free time), the checkout's day list. Each button submits the GET
 * form with its day, so it works without JavaScript; the chosen one is aria-pressed. On a phone the first twelve
 * show until "Mostrar mais dias" (a link: no script needed); on larger screens all of them.
 */
export function DayPicker({
  q,
  days,
  selected,
  labelledBy,
}: {
  q: URLSearchParams;
  days: Day[];
  selected: string | null;
  labelledBy: string;
}) {
  const { t, lang } = useT();
  const chosenIndex = days.findIndex((d) => d.fecha.replaceAll("/", "-") === selected);
  const all = q.get("dias") === "todos" || chosenIndex >= FIRST_DAYS || days.length <= FIRST_DAYS;
  const firstMore = useRef<HTMLButtonElement>(null);
  useFocusOnChange(firstMore, all ? "all" : "some");
  return (
    <Form method="get" preventScrollReset>
      <HiddenFields query={q} except={["fecha", "hora"]} />
      <ul className={`day-list ${styles.days}${all ? "" : ` ${styles.someDays}`}`} aria-labelledby={labelledBy}>
        {days.map((day, i) => {
          const value = day.fecha.replaceAll("/", "-");
          const on = value === selected;
          const label = dayLabel(day.iso, lang);
          return (
            <li key={day.iso}>
              <button
                ref={i === FIRST_DAYS ? firstMore : undefined}
                type="submit"
                name="fecha"
                value={value}
                className={`day${on ? " selected" : ""} ${styles.dayButton}`}
                aria-pressed={on}
                title={t("booking.dayTitle", { day: label.long, time: day.primera })}
              >
                <span className={styles.weekday}>{label.weekday}</span>{" "}
                <span className={styles.date}>{label.date}</span>{" "}
                <span className={styles.from}>{t("booking.dayFrom", { time: day.primera })}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {all ? null : (
        <p className={styles.moreDays}>
          <Link to={carry(q, { dias: "todos" })} preventScrollReset>
            {t("booking.moreDays", { n: days.length - FIRST_DAYS })}
          </Link>
        </p>
      )}
    </Form>
  );
}
