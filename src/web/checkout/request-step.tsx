/**
 * The request step (/carrinho/pedido): quantities, optional services and the "Continuar" button are one form, so a
 * change is never lost. With JavaScript each change is saved at once (the server's answer replaces the figures);
 * without it "Guardar alterações" and "Continuar" post everything the customer sees. Emptying the basket asks first.
 */
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { formatEur } from "#src/shared/money.ts";
import { useT } from "../i18n.ts";
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
  const { t, lang } = useT();
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
                      <s
                        aria-label={t("checkoutRequest.requestPriceWithoutPromo", { price: formatEur(p.precio, lang) })}
                      >
                        {formatEur(p.precio, lang)}
                      </s>{" "}
                      <strong>{formatEur(p.precioFinal, lang)}</strong>
                    </>
                  ) : (
                    formatEur(p.precio, lang)
                  )}{" "}
                  {t("checkoutRequest.perUnit")}
                  {p.ecotasa > 0
                    ? ` + ${t("checkoutRequest.requestEcotax", { amount: formatEur(p.ecotasa, lang) })}`
                    : ""}
                  {p.disponibilidad === 0 ? ` · ${t("checkoutRequest.requestSoldOut")}` : ""}
                  {p.sinPromocion ? ` · ${t("checkoutRequest.requestWithoutPromo")}` : ""}
                </p>
                {p.ahorro > 0 ? (
                  <p className="line-saving" style={{ margin: 0 }}>
                    {t("checkoutRequest.requestSaving", { amount: formatEur(p.ahorro, lang) })}
                  </p>
                ) : null}
                {p.promoPorAlcanzar ? (
                  <p className="promo-pending" style={{ margin: 0 }}>
                    {t("checkoutRequest.requestPromoPending", {
                      pct: p.promoPorAlcanzar.pct,
                      min: p.promoPorAlcanzar.minCantidad,
                    })}
                  </p>
                ) : null}
              </div>
              <div className="qty-form">
                <label htmlFor={`qty-${p.id_navision}`}>{t("checkoutRequest.quantity")}</label>
                <select
                  id={`qty-${p.id_navision}`}
                  name={`cantidad-${p.id_navision}`}
                  defaultValue={p.cantidad}
                  aria-label={t("checkoutRequest.requestQuantityOf", { name: p.nombre })}
                >
                  {Array.from({ length: Math.min(8, Math.max(p.cantidad, p.stock)) }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </div>
              <strong className="line-total">{formatEur(p.importe, lang)}</strong>
              <button
                className="link-button"
                type="submit"
                name="remove"
                value={p.id_navision}
                disabled={busy}
                aria-label={t("checkoutRequest.requestRemoveLabel", { name: p.nombre })}
              >
                {t("checkoutRequest.requestRemove")}
              </button>
            </li>
          ))}
        </ul>
        {includedServices.length > 0 && (
          <>
            <h3>{t("checkoutRequest.requestIncludedServices")}</h3>
            <ul className="service-lines">
              {includedServices.map((s) => (
                <li key={s.id_navision}>
                  {s.cantidad > 1 ? `${s.cantidad} × ` : ""}
                  {s.nombre}{" "}
                  <span className="hint">
                    {s.importe === 0 ? t("checkoutRequest.free") : formatEur(s.importe, lang)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
        {!basket.moto && <ServiceChoices basket={basket} />}
        <p role="status" aria-live="polite" className="hint" style={{ minHeight: "1.5em", margin: "8px 0" }}>
          {saving ? t("checkoutRequest.requestSavingNow") : hydrated ? t("checkoutRequest.requestAutoSave") : ""}
        </p>
        <div className="no-print" style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
          <button className="btn" type="submit" name="go" value="continue" disabled={busy}>
            {basket.moto ? t("checkoutRequest.requestContinueMoto") : t("checkoutRequest.continueWorkshop")}
          </button>
          {!hydrated && (
            <button className="btn btn-secondary" type="submit" disabled={busy}>
              {t("checkoutRequest.requestSave")}
            </button>
          )}
          <button className="btn btn-ghost" type="submit" name="go" value="empty" disabled={busy}>
            {t("checkoutRequest.requestEmpty")}
          </button>
        </div>
      </Form>
      <CouponBox basket={basket} result={result} busy={busy} />
    </>
  );
}

function ServiceChoices({ basket }: { basket: Basket }) {
  const { t } = useT();
  return (
    <fieldset className="card" style={{ marginTop: 12 }}>
      <input type="hidden" name="services" value="1" />
      <legend style={{ fontWeight: 700, padding: "0 4px" }}>{t("checkoutRequest.optionalServices")}</legend>
      <OptionalServiceChoices basket={basket} />
    </fieldset>
  );
}

/** The second step of "Esvaziar carrinho" (a page of its own, so it works without JavaScript too). */
function ConfirmEmpty({ busy, count }: { busy: boolean; count: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { t, path } = useT();
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card" role="alertdialog" aria-labelledby="empty-title" aria-describedby="empty-text">
      <h3 id="empty-title" ref={heading} tabIndex={-1} style={{ marginTop: 0 }}>
        {t("checkoutRequest.emptyConfirmTitle")}
      </h3>
      <p id="empty-text">
        {count === 1 ? t("checkoutRequest.emptyConfirmOne") : t("checkoutRequest.emptyConfirmMany", { count })}
      </p>
      <Form method="post" style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
        <input type="hidden" name="intent" value="empty" />
        <button className="btn" type="submit" disabled={busy}>
          {t("checkoutRequest.emptyConfirmYes")}
        </button>
        <Link className="btn btn-secondary" to={path("/carrinho/pedido")} replace>
          {t("checkoutRequest.emptyConfirmNo")}
        </Link>
      </Form>
    </section>
  );
}
