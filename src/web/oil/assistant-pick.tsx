/** The oil assistant's hand-pick steps for a plate the registry does not know: brand → model → engine. */
import { Form } from "react-router";
import { type AssistantChoices, assistantUrl, type PickStep, pickUrl } from "#src/shared/revision/steps.ts";
import { type MessageKey, useT } from "../i18n.ts";
import type { AssistantData } from "./assistant.server.ts";
import { Busy, FieldError, NoRevisionNotice, Frame } from "./assistant-parts.tsx";

const PICK_LABEL: Record<PickStep, MessageKey> = {
  marca: "oilAssistant.pickBrandLabel",
  modelo: "oilAssistant.pickModelLabel",
  motor: "oilAssistant.pickEngineLabel",
};
const PICK_BACK: Record<PickStep, (c: AssistantChoices) => string> = {
  marca: (c) => `${assistantUrl("matricula", {})}?matricula=${encodeURIComponent(c.matricula ?? "")}`,
  modelo: (c) => pickUrl("marca", c),
  motor: (c) => pickUrl("modelo", c),
};

/** Brand, model, engine: one choice per step (a list for brands and models, radio buttons for the engines). */
export function PickStepView({ d }: { d: Extract<AssistantData, { step: PickStep }> }) {
  const { t, path } = useT();
  const action = path(pickUrl(d.step, {}));
  const c = d.choices;
  const errorId = `${d.step}-error`;
  const invalid = d.error ? { "aria-invalid": true, "aria-describedby": errorId } : {};
  return (
    <Frame step="matricula" title={d.step} back={PICK_BACK[d.step](c)}>
      {d.state && <NoRevisionNotice state={d.state} plate={c.matricula ?? ""} />}
      <p className="hint" data-testid="oil-pick-so-far">
        <strong>{c.matricula}</strong>
        {d.step !== "marca" && ` · ${c.marca}`}
        {d.step === "motor" && ` ${c.modelo}`}
      </p>
      <Form method="get" action={action} className="card" style={{ maxWidth: 480, display: "grid", gap: 12 }}>
        <input type="hidden" name="matricula" value={c.matricula ?? ""} />
        {d.step !== "marca" && <input type="hidden" name="marca" value={c.marca ?? ""} />}
        {d.step === "motor" && <input type="hidden" name="modelo" value={c.modelo ?? ""} />}
        {d.step === "motor" ? (
          <fieldset
            style={{ border: 0, padding: 0, margin: 0, display: "grid", gap: 8 }}
            aria-describedby={d.error ? errorId : undefined}
          >
            <legend style={{ fontWeight: 700, marginBottom: 8 }}>{t("oilAssistant.pickEngineLabel")}</legend>
            {/* Says the form was sent, so sending it with no engine chosen shows the field error. */}
            <input type="hidden" name="passo" value="motor" />
            {d.options.map((o) => (
              <label key={o.value} className="choice">
                <input
                  type="radio"
                  name="motor"
                  value={o.value}
                  defaultChecked={d.options.length === 1 || o.value === c.motor}
                />
                <span>{o.label}</span>
              </label>
            ))}
            <FieldError id={errorId} error={d.error} />
          </fieldset>
        ) : null}
        {d.step === "motor" ? (
          <div className="field">
            <label htmlFor="ano">{t("oilAssistant.pickYearLabel")}</label>
            <input
              id="ano"
              name="ano"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              defaultValue={d.anoInput}
              placeholder={t("oilAssistant.pickYearPlaceholder")}
              aria-invalid={d.anoError ? true : undefined}
              aria-describedby={d.anoError ? "ano-error" : "ano-hint"}
            />
            <span id="ano-hint" className="hint">
              {t("oilAssistant.pickYearHint")}
            </span>
            <FieldError id="ano-error" error={d.anoError} />
          </div>
        ) : (
          <div className="field">
            <label htmlFor={d.step}>{t(PICK_LABEL[d.step])}</label>
            <select id={d.step} name={d.step} defaultValue="" {...invalid}>
              <option value="">
                {t(d.step === "marca" ? "oilAssistant.pickBrandChoose" : "oilAssistant.pickModelChoose")}
              </option>
              {d.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <FieldError id={errorId} error={d.error} />
          </div>
        )}
        <Busy label={t("oilAssistant.continue")} busyLabel={t("oilAssistant.searching")} action={action} />
      </Form>
    </Frame>
  );
}
