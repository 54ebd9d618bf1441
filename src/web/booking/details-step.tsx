import { Form, Link } from "react-router";
import { type MessageKey, useT } from "#src/web/i18n.ts";
import type { WorkshopCardData } from "../workshops/workshop-card.tsx";
import { carry, type Kind, prefix, urlDayToDisplay } from "./booking-model.ts";
import { FieldError } from "./field-error.tsx";

type Result = { errors: Record<string, string>; message: string | null } | undefined;

type Field = [name: string, label: MessageKey, autoComplete: string, type: string];
const FIELDS: Field[] = [
  ["nombre", "booking.fieldNombre", "given-name", "text"],
  ["apellidos", "booking.fieldApellidos", "family-name", "text"],
  ["email", "booking.fieldEmail", "email", "email"],
  ["telefono", "booking.fieldTelefono", "tel", "tel"],
];

/** A new booking's last step: who is coming (with the server's field errors), then "Confirmar marcação". */
export function DetailsStep({
  q,
  kind,
  workshop,
  result,
  busy,
}: {
  q: URLSearchParams;
  kind: Kind;
  workshop: WorkshopCardData | null;
  result: Result;
  busy: boolean;
}) {
  const { t, text, path } = useT();
  const fields: Field[] =
    kind === "scooter" ? FIELDS : [...FIELDS, ["matricula", "booking.fieldMatricula", "off", "text"]];
  const errorOf = (name: string) => (result?.errors[name] ? text(result.errors[name]) : undefined);
  return (
    <Form method="post" className="card" style={{ display: "grid", gap: 12, maxWidth: 720 }} noValidate>
      <input type="hidden" name="intent" value="book" />
      <p style={{ margin: 0 }}>
        {workshop ? <strong>{workshop.alias}</strong> : null} ·{" "}
        {t("booking.dateAtTime", { date: urlDayToDisplay(q.get("fecha")), time: q.get("hora") ?? "" })} ·{" "}
        <Link to={path(`${prefix(kind)}/data-e-hora${carry(q, { hora: undefined })}`)}>
          {t("booking.changeDayOrTime")}
        </Link>
      </p>
      {result?.message && (
        <p role="alert" className="field-error">
          {text(result.message)}
        </p>
      )}
      <div className="form-grid">
        {fields.map(([name, label, auto, type]) => (
          <div className="field" key={name}>
            <label htmlFor={name}>{t(label)}</label>
            <input
              id={name}
              name={name}
              type={type}
              autoComplete={auto}
              aria-invalid={errorOf(name) ? true : undefined}
              aria-describedby={`${name}-error`}
              className={name === "matricula" ? "plate-input" : undefined}
              defaultValue={name === "matricula" ? (q.get("matricula") ?? undefined) : undefined}
            />
            <FieldError id={name} error={errorOf(name)} />
          </div>
        ))}
      </div>
      <div className="field">
        <label htmlFor="comentario">{t("booking.commentOptional")}</label>
        <textarea
          id="comentario"
          name="comentario"
          rows={3}
          maxLength={500}
          defaultValue={q.get("comentario")?.slice(0, 500) ?? undefined}
        />
      </div>
      {kind !== "scooter" && (
        <label className="check">
          <input type="checkbox" name="renting" /> {t("booking.renting")}
        </label>
      )}
      {(["selectedService", "selectedDate", "marcaPatinete", "selectedTaller"] as const).map((k) =>
        errorOf(k) ? (
          <p key={k} role="alert" className="field-error">
            {errorOf(k)}
          </p>
        ) : null,
      )}
      <button className="btn" type="submit" disabled={busy}>
        {busy ? t("booking.confirming") : t("booking.confirmBooking")}
      </button>
    </Form>
  );
}
