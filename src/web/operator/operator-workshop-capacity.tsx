/** /operador/oficina: the number of bays, the service kinds the workshop does and its equipment. */
import { MAX_BAYS, MIN_BAYS, type WorkshopSettingsInput } from "#src/shared/operator/workshop-settings.ts";
import { WORKSHOP_EQUIPMENT } from "#src/shared/workshops/equipment.ts";
import { WORKSHOP_SERVICE_LABEL, WORKSHOP_SERVICES } from "#src/shared/workshops/services.ts";
import own from "./operator-workshop.module.css";
import { FieldError } from "./operator-form.tsx";
import { invalid } from "./operator-workshop-fields.ts";

/** A set of checkboxes named `name` (one value each), with its legend and its error (id `<name>-erro`). */
function CheckGroup({
  name,
  legend,
  options,
  checked,
  error,
}: {
  name: string;
  legend: string;
  /** [value, label] per checkbox. */
  options: ReadonlyArray<readonly [string, string]>;
  checked: readonly string[];
  error: string | undefined;
}) {
  return (
    <fieldset className={own.group} aria-describedby={error ? `${name}-erro` : undefined}>
      <legend>{legend}</legend>
      <FieldError id={`${name}-erro`} text={error} />
      <div className={own.options}>
        {options.map(([value, label]) => (
          <label key={value} className={own.check}>
            <input type="checkbox" name={name} value={value} defaultChecked={checked.includes(value)} />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function CapacityAndServices({
  values,
  errors,
}: {
  values: WorkshopSettingsInput;
  errors: Record<string, string>;
}) {
  return (
    <section className="card" aria-labelledby="capacidade">
      <h2 id="capacidade">Capacidade e serviços</h2>
      <div className="field">
        <label htmlFor="boxes">Número de boxes</label>
        <input
          id="boxes"
          name="boxes"
          type="number"
          min={MIN_BAYS}
          max={MAX_BAYS}
          step={1}
          inputMode="numeric"
          className={own.bays}
          defaultValue={Number.isFinite(values.boxes) ? String(values.boxes) : ""}
          {...invalid(errors.boxes, "boxes-erro")}
        />
        <FieldError id="boxes-erro" text={errors.boxes} />
      </div>
      <CheckGroup
        name="servicos"
        legend="Serviços que a oficina faz"
        options={WORKSHOP_SERVICES.map((k) => [k, WORKSHOP_SERVICE_LABEL[k]])}
        checked={values.servicos}
        error={errors.servicos}
      />
      <CheckGroup
        name="equipamento"
        legend="Equipamento"
        options={WORKSHOP_EQUIPMENT.map((e) => [e, e])}
        checked={values.equipamento}
        error={errors.equipamento}
      />
    </section>
  );
}
