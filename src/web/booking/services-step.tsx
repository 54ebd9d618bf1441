import { Form } from "react-router";
import { useT } from "#src/web/i18n.ts";
import type { WorkshopCardData } from "../workshops/workshop-card.tsx";
import { type Kind, prefix, type Service } from "./booking-model.ts";
import { HiddenFields } from "./hidden-fields.tsx";
import { SERVICES_PARAMS, servicesParam } from "./services-query.ts";

/** The services to book (at least one), with their usual duration. */
export function ServicesStep({
  q,
  kind,
  services,
  selected,
  workshop,
}: {
  q: URLSearchParams;
  kind: Kind;
  services: Service[];
  selected: string[];
  workshop: WorkshopCardData | null;
}) {
  const { t, path, lang } = useT();
  // The field's name in the page's language (`servicios` on the Spanish site): the next step's address carries it.
  const field = servicesParam(lang);
  return (
    <Form
      method="get"
      action={path(`${prefix(kind)}/${kind === "scooter" ? "selecao-oficina" : "data-e-hora"}`)}
      className="card"
      style={{ display: "grid", gap: 12, maxWidth: 640 }}
      onSubmit={(e) => {
        const checked = e.currentTarget.querySelectorAll(`input[name="${field}"]:checked`).length;
        const err = e.currentTarget.querySelector("#servicos-error");
        if (checked === 0) {
          e.preventDefault();
          if (err) err.textContent = t("booking.servicesRequired");
        }
      }}
    >
      <HiddenFields query={q} except={SERVICES_PARAMS} />
      {workshop ? (
        <p style={{ margin: 0 }}>
          {t("booking.workshopLabel")} <strong>{workshop.alias}</strong>
        </p>
      ) : null}
      <fieldset style={{ border: 0, padding: 0, margin: 0 }} aria-describedby="servicos-error">
        <legend style={{ fontWeight: 700, marginBottom: 8 }}>{t("booking.servicesLegend")}</legend>
        {services.map((s) => (
          <label key={s.id} className="check">
            <input type="checkbox" name={field} value={s.id} defaultChecked={selected.includes(s.id)} /> {s.nombre}{" "}
            <span className="hint">{t("booking.serviceDuration", { min: s.duracion })}</span>
          </label>
        ))}
      </fieldset>
      <span id="servicos-error" role="alert" className="field-error" />
      <button className="btn" type="submit">
        {t("booking.continue")}
      </button>
    </Form>
  );
}
