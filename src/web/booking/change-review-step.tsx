import { Form, Link } from "react-router";
import { useT } from "#src/web/i18n.ts";
import { type Appointment, appointmentQuery, dayLabel, urlDayToDisplay } from "./booking-model.ts";
import { AppointmentSummary } from "./appointment-summary.tsx";
import styles from "./booking.module.css";
import { FieldError } from "./field-error.tsx";

type Result = { errors: Record<string, string>; message: string | null } | undefined;

/** Changing: the old and the new time side by side, the comment (optional, editable here), and one confirm button. */
export function ChangeReviewStep({
  q,
  a,
  result,
  busy,
}: {
  q: URLSearchParams;
  a: Appointment;
  result: Result;
  busy: boolean;
}) {
  const { t, text, path, lang } = useT();
  const fecha = urlDayToDisplay(q.get("fecha"));
  const [d, m, y] = fecha.split("/");
  const weekday = dayLabel(`${y}-${m}-${d}`, lang).weekday;
  const back = path(
    `/marcacao-previa/data-e-hora${appointmentQuery(q)}&taller=${encodeURIComponent(q.get("taller") ?? a.taller.codTienda)}&fecha=${encodeURIComponent(q.get("fecha") ?? "")}`,
  );
  const commentError = result?.errors["userData.comentario"];
  return (
    <Form method="post" className="card" style={{ display: "grid", gap: 16, maxWidth: 640 }}>
      <input type="hidden" name="intent" value="modify" />
      <AppointmentSummary
        a={{ ...a, comentario: null }}
        when={
          <>
            <span className={styles.old}>
              {t("booking.reviewBefore")} <del>{t("booking.dateAtTime", { date: a.fecha, time: a.hora })}</del>
            </span>
            <br />
            <strong>{t("booking.reviewNew", { weekday, date: fecha, time: q.get("hora") ?? "" })}</strong>
          </>
        }
      />
      {result?.message && (
        <p role="alert" className="field-error">
          {text(result.message)}
        </p>
      )}
      <div className="field">
        <label htmlFor="comentario">{t("booking.reviewComment")}</label>
        <textarea
          id="comentario"
          name="comentario"
          rows={3}
          maxLength={500}
          defaultValue={a.comentario ?? ""}
          aria-describedby="comentario-error"
        />
        <FieldError id="comentario" error={commentError ? text(commentError) : undefined} />
      </div>
      <div className={styles.actions}>
        <button className="btn" type="submit" disabled={busy}>
          {busy ? t("booking.changing") : t("booking.confirmChange")}
        </button>
        <Link to={back}>{t("booking.pickOtherTime")}</Link>
      </div>
    </Form>
  );
}
