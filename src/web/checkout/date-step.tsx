/** /carrinho/data-e-hora: the workshop's free days and the free times of the chosen day. */
import { Form, Link, useNavigation } from "react-router";
import { useT } from "../i18n.ts";
import { weekday } from "./checkout-copy.ts";
import type { ActionResult, Basket } from "./checkout-types.ts";

export type DateExtra = {
  dias: Array<{ fecha: string; iso: string; primera: string; huecos: number }>;
  dia: string | null;
  horas: string[];
  error: string | null;
  minutos: number;
};

export function DateStep({
  basket,
  extra,
  result,
  busy,
}: {
  basket: Basket;
  extra: DateExtra;
  result: ActionResult | undefined;
  busy: boolean;
}) {
  const navigation = useNavigation();
  // Holding the slot can take a while on a slow network: the button says so until the next step loads.
  const reserving = navigation.state !== "idle" && navigation.formData?.get("intent") === "slot";
  const { t, text, path, lang } = useT();
  return (
    <>
      <p>
        {t("checkoutWorkshop.dateWorkshop")} <strong>{basket.selectedTaller?.alias}</strong>,{" "}
        {basket.selectedTaller?.direccion}, {basket.selectedTaller?.poblacion}.{" "}
        {t("checkoutWorkshop.dateDuration", { minutes: extra.minutos })}
      </p>
      {extra.error && !extra.dias.length && (
        <p role="alert" className="field-error">
          {text(extra.error)}
        </p>
      )}
      <h3>{t("checkoutWorkshop.dateDay")}</h3>
      <ul className="day-list">
        {extra.dias.slice(0, 14).map((d) => (
          <li key={d.iso}>
            <Link
              to={path(`/carrinho/data-e-hora?dia=${encodeURIComponent(d.fecha)}`)}
              aria-current={d.fecha === extra.dia ? "date" : undefined}
              className={d.fecha === extra.dia ? "day selected" : "day"}
              preventScrollReset
            >
              {weekday(lang, d.iso)}
            </Link>
          </li>
        ))}
      </ul>
      {extra.dia && (
        <Form method="post">
          <input type="hidden" name="intent" value="slot" />
          <input type="hidden" name="dia" value={extra.dia} />
          <fieldset style={{ border: 0, padding: 0 }}>
            <legend>
              <h3 style={{ margin: "12px 0" }}>{t("checkoutWorkshop.dateTimeOn", { day: extra.dia })}</h3>
            </legend>
            {extra.horas.length === 0 && (
              <p className="field-error">
                {extra.error !== null ? text(extra.error) : t("checkoutWorkshop.dateNoTimes")}
              </p>
            )}
            <div className="slot-grid">
              {extra.horas.map((h) => (
                <label key={h}>
                  <input
                    type="radio"
                    name="hora"
                    value={h}
                    defaultChecked={basket.selectedDate?.date === extra.dia && basket.selectedDate?.time === h}
                  />
                  <span>{h}</span>
                </label>
              ))}
            </div>
            {result?.errors?.hora && <p className="field-error">{text(result.errors.hora)}</p>}
          </fieldset>
          <p className="hint">{t("checkoutWorkshop.dateHoldHint")}</p>
          <button
            className="btn"
            type="submit"
            disabled={busy || extra.horas.length === 0}
            aria-busy={reserving ? true : undefined}
          >
            {reserving && <span className="btn-spinner" aria-hidden="true" />}
            {reserving ? t("checkoutWorkshop.dateReserving") : t("checkoutWorkshop.dateReserve")}
          </button>
        </Form>
      )}
    </>
  );
}
