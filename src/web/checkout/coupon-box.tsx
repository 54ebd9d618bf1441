import { Form } from "react-router";
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
  return (
    <div className="card" style={{ marginTop: 12 }}>
      <Form method="post" style={{ display: "flex", gap: 8, alignItems: "flex-end", flexWrap: "wrap" }} noValidate>
        <input type="hidden" name="intent" value="coupon" />
        <div className="field" style={{ flex: "1 1 200px" }}>
          <label htmlFor="codigo">Cupão de desconto</label>
          <input
            id="codigo"
            name="codigo"
            autoComplete="off"
            aria-invalid={Boolean(result?.errors?.codigo)}
            aria-describedby="codigo-error"
          />
          {result?.errors?.codigo && (
            <span id="codigo-error" className="field-error">
              {result.errors.codigo}
            </span>
          )}
        </div>
        <button className="btn btn-secondary" type="submit" disabled={busy}>
          Aplicar
        </button>
      </Form>
      {basket.cupones.map((c) => (
        <Form method="post" key={c.code} style={{ marginTop: 8 }}>
          <input type="hidden" name="intent" value="remove-coupon" />
          <input type="hidden" name="codigo" value={c.code} />
          <span>
            <strong>{c.code}</strong> — {c.descripcion}{" "}
          </span>
          <button className="link-button" type="submit" disabled={busy}>
            Retirar cupão
          </button>
        </Form>
      ))}
    </div>
  );
}
