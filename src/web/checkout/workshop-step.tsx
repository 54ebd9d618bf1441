/** /carrinho/oficinas: the workshops near a postcode, each with its first free slot. */
import { Form } from "react-router";
import type { ActionResult, Basket, WorkshopCard } from "./checkout-types.ts";
import { useT } from "../i18n.ts";
import { number } from "./checkout-copy.ts";

export type WorkshopsExtra = {
  cp: string;
  talleres: Array<WorkshopCard & { primera: string | null; error: string | null }>;
  error: string | null;
};

export function WorkshopsStep({
  basket,
  extra,
  result,
  busy,
}: {
  basket: Basket;
  extra: WorkshopsExtra;
  result: ActionResult | undefined;
  busy: boolean;
}) {
  const { t, text, lang } = useT();
  return (
    <>
      <Form
        method="post"
        className="card finder-form"
        noValidate
        style={{ display: "flex", gap: 8, alignItems: "flex-end", flexWrap: "wrap" }}
      >
        <input type="hidden" name="intent" value="postcode" />
        <div className="field" style={{ flex: "1 1 200px" }}>
          <label htmlFor="cp">{t("checkout.postcode")}</label>
          <input
            id="cp"
            name="cp"
            defaultValue={extra.cp}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder={t("checkoutWorkshop.postcodePlaceholder")}
            aria-describedby="cp-error"
          />
          {(result?.errors?.cp ?? extra.error) && (
            <span id="cp-error" className="field-error" role="alert">
              {text(result?.errors?.cp ?? extra.error ?? "")}
            </span>
          )}
        </div>
        <button className="btn btn-secondary" type="submit" disabled={busy}>
          {t("checkoutWorkshop.workshopsSearch")}
        </button>
      </Form>
      {!extra.cp && (
        <p className="hint">
          {basket.moto ? t("checkoutWorkshop.workshopsHintMoto") : t("checkoutWorkshop.workshopsHintCar")}
        </p>
      )}
      <ul className="workshop-options">
        {extra.talleres.map((w) => (
          <li key={w.codTienda} className="card workshop-card">
            <h3 style={{ margin: 0 }}>{w.alias}</h3>
            <p style={{ margin: 0 }}>
              {w.direccion}, {w.cpostal} {w.poblacion}
              {w.distancia !== null && (
                <strong> · {t("checkoutWorkshop.workshopsDistance", { km: number(lang, w.distancia) })}</strong>
              )}
            </p>
            {w.primera ? (
              <p className="stock">{t("checkoutWorkshop.workshopsAvailableFrom", { first: w.primera })}</p>
            ) : (
              <p className="stock out">
                {w.error !== null ? text(w.error) : t("checkoutWorkshop.workshopsNoAvailability")}
              </p>
            )}
            {w.primera && (
              <Form method="post">
                <input type="hidden" name="intent" value="workshop" />
                <input type="hidden" name="codTienda" value={w.codTienda} />
                <button
                  className="btn"
                  type="submit"
                  disabled={busy}
                  aria-label={t("checkoutWorkshop.workshopsChooseLabel", { name: w.alias })}
                >
                  {t("checkoutWorkshop.workshopsChoose")}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
