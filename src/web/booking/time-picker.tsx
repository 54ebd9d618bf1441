import { Form } from "react-router";
import styles from "./booking.module.css";
import { HiddenFields } from "./hidden-fields.tsx";

/** The free times of the chosen day as buttons: one press picks the time and goes on to `next`. */
export function TimePicker({
  q,
  fecha,
  times,
  next,
  labelledBy,
  busy,
}: {
  q: URLSearchParams;
  fecha: string;
  times: string[];
  next: string;
  labelledBy: string;
  busy: boolean;
}) {
  const picked = q.get("fecha") === fecha ? q.get("hora") : null;
  return (
    <Form method="get" action={next}>
      <HiddenFields query={q} except={["fecha", "hora"]} />
      <input type="hidden" name="fecha" value={fecha} />
      <ul className={`slot-grid ${styles.timeList}`} aria-labelledby={labelledBy}>
        {times.map((t) => (
          <li key={t}>
            <button
              type="submit"
              name="hora"
              value={t}
              className={styles.timeButton}
              aria-pressed={t === picked}
              disabled={busy}
            >
              {t}
            </button>
          </li>
        ))}
      </ul>
    </Form>
  );
}
