/**
 * The request step (/carrinho/pedido): quantities, optional services and the "Continuar" button are one form, so a
 * change is never lost. With JavaScript each change is saved at once (the server's answer replaces the figures);
 * without it "Guardar alterações" and "Continuar" post everything the customer sees. Emptying the basket asks first.
 */
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { formatEur } from "#src/shared/money.ts";
import type { ActionResult, Basket } from "./checkout-types.ts";
import { CouponBox } from "./coupon-box.tsx";
import { OptionalServiceChoices } from "./optional-services.tsx";

export function RequestStep({
  basket,
  result,
  busy,
  confirmEmpty,
}: {
  basket: Basket;
  result: ActionResult | undefined;
  busy: boolean;
  confirmEmpty: boolean;
}) {
  // A navigation submission, not a fetcher: "Continuar" pressed while a save is under way replaces it cleanly (a
  // fetcher's late revalidation of /carrinho/pedido could land on the next step, which is the same route module).
  const submit = useSubmit();
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  const includedServices = basket.services.filter((s) => s.automatico);
  useEffect(() => setHydrated(true), []);
  const saving =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "basket" &&
    !navigation.formData.get("go");

  const onChange = (e: React.FormEvent<HTMLFormElement>) => {
    const target = e.target as HTMLInputElement | HTMLSelectElement;
    if (target.form !== e.currentTarget) return;
    void submit(e.currentTarget, { method: "post", replace: true, preventScrollReset: true });
  };

  if (confirmEmpty) return <ConfirmEmpty busy={busy} count={basket.products.length} />;
  return (
    <>
      <Form method="post" id="basket-form" onChange={onChange}>
        <input type="hidden" name="intent" value="basket" />
        <ul className="basket-lines">
          {basket.products.map((p) => (
            <li key={p.id_navision} className="card basket-line">
              <div>
                <strong>{p.nombre}</strong>
                <p className="hint" style={{ margin: 0 }}>
                  {p.promo ? (
                    <>
                      <span className="promo-pct">−{p.promo.pct} %</span>{" "}
                      <s aria-label={`Preço sem promoção ${formatEur(p.precio)}`}>{formatEur(p.precio)}</s>{" "}
                      <strong>{formatEur(p.precioFinal)}</strong>
                    </>
                  ) : (
                    formatEur(p.precio)
                  )}{" "}
                  / unidade{p.ecotasa > 0 ? ` + ecotaxa ${formatEur(p.ecotasa)}` : ""}
                  {p.disponibilidad === 0 ? " · esgotado" : ""}
                  {p.sinPromocion ? " · sem promoção (limite da promoção atingido)" : ""}
                </p>
                {p.ahorro > 0 ? (
                  <p className="line-saving" style={{ margin: 0 }}>
                    Poupa {formatEur(p.ahorro)} com a promoção
                  </p>
                ) : null}
                {p.promoPorAlcanzar ? (
                  <p className="promo-pending" style={{ margin: 0 }}>
                    −{p.promoPorAlcanzar.pct} % na compra de {p.promoPorAlcanzar.minCantidad}: escolha{" "}
                    {p.promoPorAlcanzar.minCantidad} unidades para ter a promoção
                  </p>
                ) : null}
              </div>
              <div className="qty-form">
                <label htmlFor={`qty-${p.id_navision}`}>Quantidade</label>
                <select
                  id={`qty-${p.id_navision}`}
                  name={`cantidad-${p.id_navision}`}
                  defaultValue={p.cantidad}
                  aria-label={`Quantidade de ${p.nombre}`}
                >
                  {Array.from({ length: Math.min(8, Math.max(p.cantidad, p.stock)) }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </div>
              <strong className="line-total">{formatEur(p.importe)}</strong>
              <button
                className="link-button"
                type="submit"
                name="remove"
                value={p.id_navision}
                disabled={busy}
                aria-label={`Retirar ${p.nombre} do carrinho`}
              >
                Retirar
              </button>
            </li>
          ))}
        </ul>
        {includedServices.length > 0 && (
          <>
            <h3>Serviços incluídos</h3>
            <ul className="service-lines">
              {includedServices.map((s) => (
                <li key={s.id_navision}>
                  {s.cantidad > 1 ? `${s.cantidad} × ` : ""}
                  {s.nombre} <span className="hint">{s.importe === 0 ? "grátis" : formatEur(s.importe)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        {!basket.moto && <ServiceChoices basket={basket} />}
        <p role="status" aria-live="polite" className="hint" style={{ minHeight: "1.5em", margin: "8px 0" }}>
          {saving ? "A guardar…" : hydrated ? "As alterações são guardadas automaticamente." : ""}
        </p>
        <div className="no-print" style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
          <button className="btn" type="submit" name="go" value="continue" disabled={busy}>
            {basket.moto ? "Continuar: opções" : "Continuar: escolher oficina"}
          </button>
          {!hydrated && (
            <button className="btn btn-secondary" type="submit" disabled={busy}>
              Guardar alterações
            </button>
          )}
          <button className="btn btn-ghost" type="submit" name="go" value="empty" disabled={busy}>
            Esvaziar carrinho
          </button>
        </div>
      </Form>
      <CouponBox basket={basket} result={result} busy={busy} />
    </>
  );
}

function ServiceChoices({ basket }: { basket: Basket }) {
  return (
    <fieldset className="card" style={{ marginTop: 12 }}>
      <input type="hidden" name="services" value="1" />
      <legend style={{ fontWeight: 700, padding: "0 4px" }}>Serviços opcionais</legend>
      <OptionalServiceChoices basket={basket} />
    </fieldset>
  );
}

/** The second step of "Esvaziar carrinho" (a page of its own, so it works without JavaScript too). */
function ConfirmEmpty({ busy, count }: { busy: boolean; count: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card" role="alertdialog" aria-labelledby="empty-title" aria-describedby="empty-text">
      <h3 id="empty-title" ref={heading} tabIndex={-1} style={{ marginTop: 0 }}>
        Esvaziar o carrinho?
      </h3>
      <p id="empty-text">
        {count === 1
          ? "O produto e os serviços escolhidos são retirados"
          : `Os ${count} produtos e os serviços escolhidos são retirados`}{" "}
        e a hora reservada na oficina, se houver, é libertada. Não é possível desfazer.
      </p>
      <Form method="post" style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
        <input type="hidden" name="intent" value="empty" />
        <button className="btn" type="submit" disabled={busy}>
          Sim, esvaziar o carrinho
        </button>
        <Link className="btn btn-secondary" to="/carrinho/pedido" replace>
          Não, manter os produtos
        </Link>
      </Form>
    </section>
  );
}
