import { Form } from "react-router";
import { useT } from "#src/web/i18n.ts";
import { WorkshopCard, type WorkshopCardData } from "../workshops/workshop-card.tsx";
import { carry, type Kind, prefix } from "./booking-model.ts";
import { HiddenFields } from "./hidden-fields.tsx";

/** The workshops near a postcode, each with a link to the next step. */
export function WorkshopStep({
  q,
  kind,
  workshops,
  error,
  busy,
}: {
  q: URLSearchParams;
  kind: Kind;
  workshops: WorkshopCardData[] | null;
  error: string | null;
  busy: boolean;
}) {
  const { t, path } = useT();
  const next = kind === "scooter" ? "data-e-hora" : "servicos";
  return (
    <>
      <Form method="get" className="card finder-form">
        <HiddenFields query={q} except={["cp"]} />
        <div className="field">
          <label htmlFor="cp">{t("booking.postcode")}</label>
          <input
            id="cp"
            name="cp"
            defaultValue={q.get("cp") ?? ""}
            required
            placeholder={t("booking.postcodePlaceholder")}
            inputMode="numeric"
            aria-describedby={error ? "cp-error" : undefined}
          />
        </div>
        <button className="btn btn-secondary" type="submit" disabled={busy}>
          {t("booking.searchWorkshops")}
        </button>
      </Form>
      {error && (
        <p id="cp-error" role="alert" className="field-error card">
          {error}
        </p>
      )}
      {workshops && (
        <div className="grid" style={{ marginTop: 16 }}>
          {workshops.map((w) => (
            <WorkshopCard
              key={w.codTienda}
              w={w}
              bookHref={path(`${prefix(kind)}/${next}${carry(q, { taller: w.codTienda })}`)}
            />
          ))}
        </div>
      )}
    </>
  );
}
