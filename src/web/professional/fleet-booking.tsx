/**
 * "A minha frota": booking several vehicles at one workshop and day. Choose the workshop and service (a GET form),
 * then the day (another), then a time per vehicle (one POST to the route's action, all or nothing), so it works
 * without JavaScript.
 */
import { Form } from "react-router";
import type { FleetAnswer } from "#src/shared/professional/fleet.schema.ts";
import { useT } from "../i18n.ts";
import styles from "./professional.module.css";

/** Where the booking stands: workshop and service chosen, the free days, the chosen day and its free times. */
export type FleetStep = { code: string; service: string; days: string[]; day: string; times: string[] };

/** A refused booking as the action answers it: the message, field errors, and the choices to show again. */
export type FleetBookingRefused = {
  message: string;
  errors: Record<string, string>;
  chosen: number[];
  times: Record<string, string>;
};

/** One choice of a step (workshop, service, day): a required select with an empty "choose…" first option. */
function StepSelect({
  id,
  name,
  label,
  value,
  placeholder,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  placeholder: string;
  /** [value, text] per option. */
  options: ReadonlyArray<readonly [string, string]>;
}) {
  return (
    <div className={`field ${styles.field}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} required>
        <option value="">{placeholder}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FleetBookingForm({
  f,
  step,
  error,
  result,
  busy,
}: {
  f: FleetAnswer;
  step: FleetStep | null;
  error: string | null;
  result: FleetBookingRefused | undefined;
  busy: boolean;
}) {
  const { t, text } = useT();
  const errors = result?.errors ?? {};
  const workshopName = (code: string) => f.oficinas.find((o) => o.codigo === code)?.nome ?? code;
  const vehicleErrors = Object.entries(errors).filter(([k]) => k.startsWith("veiculos."));
  return (
    <section className={`card ${styles.steps}`} aria-labelledby="frota-marcar" style={{ marginTop: 16 }}>
      <h2 id="frota-marcar">{t("account.fleetBookTitle")}</h2>
      <Form method="get" className={styles.row}>
        <StepSelect
          id="frota-oficina"
          name="oficina"
          label={t("account.fleetWorkshop")}
          value={step?.code ?? ""}
          placeholder={t("account.fleetChooseWorkshop")}
          options={f.oficinas.map((o) => [o.codigo, `${o.localidade} — ${o.nome}`])}
        />
        <StepSelect
          id="frota-servico"
          name="servico"
          label={t("account.fleetService")}
          value={step?.service ?? ""}
          placeholder={t("account.fleetChooseService")}
          options={f.servicos.map((x) => [x.id, x.nome])}
        />
        <button className="btn btn-ghost" type="submit">
          {t("account.fleetSeeDays")}
        </button>
      </Form>

      {error && (
        <p role="alert" className="field-error">
          {text(error)}
        </p>
      )}

      {step && step.days.length > 0 && (
        <Form method="get" className={styles.row}>
          <input type="hidden" name="oficina" value={step.code} />
          <input type="hidden" name="servico" value={step.service} />
          <StepSelect
            id="frota-dia"
            name="dia"
            label={t("account.fleetDayAt", { workshop: workshopName(step.code) })}
            value={step.day.replaceAll("/", "-")}
            placeholder={t("account.fleetChooseDay")}
            options={step.days.map((day) => [day.replaceAll("/", "-"), day])}
          />
          <button className="btn btn-ghost" type="submit">
            {t("account.fleetSeeTimes")}
          </button>
        </Form>
      )}

      {step && step.day && step.times.length > 0 && (
        <Form method="post" noValidate>
          <input type="hidden" name="oficina" value={step.code} />
          <input type="hidden" name="servico" value={step.service} />
          <input type="hidden" name="dia" value={step.day} />
          {result?.message && (
            <p role="alert" className="field-error">
              {text(result.message)}
            </p>
          )}
          {f.veiculos.length === 0 ? (
            <p>{t("account.fleetSaveVehiclesFirst")}</p>
          ) : (
            <table className={styles.vehicles}>
              <caption className="visually-hidden">
                {t("account.fleetTableCaption", { workshop: workshopName(step.code), day: step.day })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t("account.fleetColBook")}</th>
                  <th scope="col">{t("account.fleetColVehicle")}</th>
                  <th scope="col">{t("account.fleetColTime")}</th>
                </tr>
              </thead>
              <tbody>
                {f.veiculos.map((v) => {
                  const err = errors[`veiculos.${v.id}`];
                  const checked = result ? result.chosen.includes(v.id) : false;
                  return (
                    <tr key={v.id}>
                      <td>
                        <label className="check">
                          <input type="checkbox" name="veiculo" value={v.id} defaultChecked={checked} />{" "}
                          <span className="visually-hidden">{t("account.fleetBookHidden")} </span>
                          {v.matricula}
                        </label>
                      </td>
                      <td>
                        {v.marca} {v.modelo}
                      </td>
                      <td>
                        <label className="visually-hidden" htmlFor={`hora-${v.id}`}>
                          {t("account.fleetTimeFor", { plate: v.matricula })}
                        </label>
                        <select
                          id={`hora-${v.id}`}
                          name={`hora-${v.id}`}
                          defaultValue={result?.times[v.id] ?? step.times[0]}
                          aria-invalid={err ? true : undefined}
                          aria-describedby={err ? `hora-${v.id}-error` : undefined}
                        >
                          {step.times.map((time) => (
                            <option key={time} value={time}>
                              {time}
                            </option>
                          ))}
                        </select>
                        {err && (
                          <span className="field-error" id={`hora-${v.id}-error`}>
                            {" "}
                            {text(err)}
                          </span>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          {vehicleErrors.length === 0 && errors.veiculos && (
            <p className="field-error" role="alert">
              {text(errors.veiculos)}
            </p>
          )}
          <div className="field" style={{ marginTop: 12 }}>
            <label htmlFor="frota-comentario">{t("account.fleetComment")}</label>
            <textarea id="frota-comentario" name="comentario" rows={2} maxLength={500} />
          </div>
          <p>
            <button className="btn" type="submit" disabled={busy || f.veiculos.length === 0}>
              {busy ? t("account.fleetBooking") : t("account.fleetBookSubmit")}
            </button>
          </p>
        </Form>
      )}
    </section>
  );
}
