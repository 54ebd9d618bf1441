import { Form } from "react-router";
import { useT } from "../i18n.ts";
import type { ActionResult, Basket } from "./checkout-types.ts";

export function CouponBox({
  basket,
  result,
  busy,
}: {
  basket: Basket;
  result: ActionResult | undefined;
  busy: boolean;
}) {
  const { t, text } = useT();
  return (
    <div className="card" style={{ marginTop: 12 }}>
      <Form method="post" style={{ display: "flex", gap: 8, alignItems: "flex-end", flexWrap: "wrap" }} noValidate>
        <input type="hidden" name="intent" value="coupon" />
        <div className="field" style={{ flex: "1 1 200px" }}>
          <label htmlFor="codigo">{t("checkoutRequest.couponLabel")}</label>
          <input
            id="codigo"
            name="codigo"
            autoComplete="off"
            aria-invalid={Boolean(result?.errors?.codigo)}
            aria-describedby="codigo-error"
          />
          {result?.errors?.codigo && (
            <span id="codigo-error" className="field-error">
              {text(result.errors.codigo)}
            </span>
          )}
        </div>
        <button className="btn btn-secondary" type="submit" disabled={busy}>
          {t("checkoutRequest.couponApply")}
        </button>
      </Form>
      {basket.cupones.map((c) => (
        <Form method="post" key={c.code} style={{ marginTop: 8 }}>
          <input type="hidden" name="intent" value="remove-coupon" />
          <input type="hidden" name="codigo" value={c.code} />
          <span>
            <strong>{c.code}</strong> — {text(c.descripcion)}{" "}
          </span>
          <button className="link-button" type="submit" disabled={busy}>
            {t("checkoutRequest.couponRemove")}
          </button>
        </Form>
      ))}
    </div>
  );
}
