/** /carrinho/oficinas: the workshops near a postcode, each with its first free slot. */
import { Form } from "react-router";
import type { ActionResult, Basket, WorkshopCard } from "./checkout-types.ts";
import { formatNumber } from "#src/shared/numbers.ts";

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
          <label htmlFor="cp">Código postal</label>
          <input
            id="cp"
            name="cp"
            defaultValue={extra.cp}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="1000-001"
            aria-describedby="cp-error"
          />
          {(result?.errors?.cp ?? extra.error) && (
            <span id="cp-error" className="field-error" role="alert">
              {result?.errors?.cp ?? extra.error}
            </span>
          )}
        </div>
        <button className="btn btn-secondary" type="submit" disabled={busy}>
          Procurar oficinas
        </button>
      </Form>
      {!extra.cp && (
        <p className="hint">
          Indique o código postal para ver as oficinas mais perto com datas para{" "}
          {basket.moto ? "a sua mota" : "o seu carro"}.
        </p>
      )}
      <ul className="workshop-options">
        {extra.talleres.map((w) => (
          <li key={w.codTienda} className="card workshop-card">
            <h3 style={{ margin: 0 }}>{w.alias}</h3>
            <p style={{ margin: 0 }}>
              {w.direccion}, {w.cpostal} {w.poblacion}
              {w.distancia !== null && <strong> · {formatNumber(w.distancia)} km</strong>}
            </p>
            {w.primera ? (
              <p className="stock">Disponível a partir de {w.primera}</p>
            ) : (
              <p className="stock out">{w.error ?? "Sem disponibilidade"}</p>
            )}
            {w.primera && (
              <Form method="post">
                <input type="hidden" name="intent" value="workshop" />
                <input type="hidden" name="codTienda" value={w.codTienda} />
                <button className="btn" type="submit" disabled={busy} aria-label={`Escolher a oficina ${w.alias}`}>
                  Escolher esta oficina
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
