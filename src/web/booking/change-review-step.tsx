import { Form, Link } from "react-router";
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
  const fecha = urlDayToDisplay(q.get("fecha"));
  const [d, m, y] = fecha.split("/");
  const weekday = dayLabel(`${y}-${m}-${d}`).weekday;
  const back = `/marcacao-previa/data-e-hora${appointmentQuery(q)}&taller=${encodeURIComponent(q.get("taller") ?? a.taller.codTienda)}&fecha=${encodeURIComponent(q.get("fecha") ?? "")}`;
  return (
    <Form method="post" className="card" style={{ display: "grid", gap: 16, maxWidth: 640 }}>
      <input type="hidden" name="intent" value="modify" />
      <AppointmentSummary
        a={{ ...a, comentario: null }}
        when={
          <>
            <span className={styles.old}>
              Antes:{" "}
              <del>
                {a.fecha} às {a.hora}
              </del>
            </span>
            <br />
            <strong>
              Passa para: {weekday}, {fecha} às {q.get("hora")}
            </strong>
          </>
        }
      />
      {result?.message && (
        <p role="alert" className="field-error">
          {result.message}
        </p>
      )}
      <div className="field">
        <label htmlFor="comentario">Comentário para a oficina (opcional)</label>
        <textarea
          id="comentario"
          name="comentario"
          rows={3}
          maxLength={500}
          defaultValue={a.comentario ?? ""}
          aria-describedby="comentario-error"
        />
        <FieldError id="comentario" error={result?.errors["userData.comentario"]} />
      </div>
      <div className={styles.actions}>
        <button className="btn" type="submit" disabled={busy}>
          {busy ? "A alterar…" : "Confirmar alteração"}
        </button>
        <Link to={back}>Escolher outra hora</Link>
      </div>
    </Form>
  );
}
