import { Form, Link } from "react-router";
import type { WorkshopCardData } from "../workshops/workshop-card.tsx";
import { carry, type Kind, prefix, urlDayToDisplay } from "./booking-model.ts";
import { FieldError } from "./field-error.tsx";

type Result = { errors: Record<string, string>; message: string | null } | undefined;

const FIELDS: Array<[name: string, label: string, autoComplete: string, type: string]> = [
  ["nombre", "Nome", "given-name", "text"],
  ["apellidos", "Apelidos", "family-name", "text"],
  ["email", "E-mail", "email", "email"],
  ["telefono", "Telefone", "tel", "tel"],
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
  const fields =
    kind === "patinete"
      ? FIELDS
      : [...FIELDS, ["matricula", "Matrícula", "off", "text"] as [string, string, string, string]];
  return (
    <Form method="post" className="card" style={{ display: "grid", gap: 12, maxWidth: 720 }} noValidate>
      <input type="hidden" name="intent" value="book" />
      <p style={{ margin: 0 }}>
        {workshop ? <strong>{workshop.alias}</strong> : null} · {urlDayToDisplay(q.get("fecha"))} às {q.get("hora")} ·{" "}
        <Link to={`${prefix(kind)}/data-e-hora${carry(q, { hora: undefined })}`}>Mudar dia ou hora</Link>
      </p>
      {result?.message && (
        <p role="alert" className="field-error">
          {result.message}
        </p>
      )}
      <div className="form-grid">
        {fields.map(([name, label, auto, type]) => (
          <div className="field" key={name}>
            <label htmlFor={name}>{label}</label>
            <input
              id={name}
              name={name}
              type={type}
              autoComplete={auto}
              aria-invalid={result?.errors[name] ? true : undefined}
              aria-describedby={`${name}-error`}
              className={name === "matricula" ? "plate-input" : undefined}
              defaultValue={name === "matricula" ? (q.get("matricula") ?? undefined) : undefined}
            />
            <FieldError id={name} error={result?.errors[name]} />
          </div>
        ))}
      </div>
      <div className="field">
        <label htmlFor="comentario">Comentário (opcional)</label>
        <textarea
          id="comentario"
          name="comentario"
          rows={3}
          maxLength={500}
          defaultValue={q.get("comentario")?.slice(0, 500) ?? undefined}
        />
      </div>
      {kind !== "patinete" && (
        <label className="check">
          <input type="checkbox" name="renting" /> O veículo é de renting
        </label>
      )}
      {(["selectedService", "selectedDate", "marcaPatinete", "selectedTaller"] as const).map((k) =>
        result?.errors[k] ? (
          <p key={k} role="alert" className="field-error">
            {result.errors[k]}
          </p>
        ) : null,
      )}
      <button className="btn" type="submit" disabled={busy}>
        {busy ? "A confirmar…" : "Confirmar marcação"}
      </button>
    </Form>
  );
}
