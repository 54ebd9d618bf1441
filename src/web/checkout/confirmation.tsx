/**
 * The pages of an order already made: the confirmation (/carrinho/a-sua-reserva, with the Multibanco reference still
 * to pay) and the payment retry after a refused or cancelled payment (/carrinho/pagamento?pedido=).
 */
import { Form, Link } from "react-router";
import { PAYMENT_TYPES, SITE_PAYMENT_METHODS } from "#src/shared/basket/checkout.ts";
import { formatLisbonDateTime } from "#src/shared/dates.ts";
import { formatEur } from "#src/shared/money.ts";
import { formatMultibancoReference } from "#src/shared/payment/codes.ts";
import { useT } from "../i18n.ts";
import { PAYMENT_METHOD_KEYS, PAYMENT_TYPE_KEYS } from "./checkout-copy.ts";
import type { ActionResult, Order } from "./checkout-types.ts";

export function PaymentRetry({
  order,
  result,
  busy,
}: {
  order: Order;
  result: ActionResult | undefined;
  busy: boolean;
}) {
  const { t, text, path, lang } = useT();
  if (order.estado === "confirmed")
    return (
      <div className="container page">
        <h1>{t("checkout.stepPagamento")}</h1>
        <p>
          {t("checkoutConfirmation.retryAlreadyPaid", { number: order.numero })}{" "}
          <Link to={path(`/carrinho/a-sua-reserva?pedido=${order.numero}`)}>
            {t("checkoutConfirmation.retryViewBooking")}
          </Link>
        </p>
      </div>
    );
  // Opened from the private area with no payment tried yet: a plain "pay" page, not an error.
  const failed = Boolean(order.ultimoPago) || order.estado !== "pending";
  return (
    <div className="container page" style={{ maxWidth: 640 }}>
      <h1>
        {failed
          ? t("checkoutConfirmation.retryFailedTitle")
          : t("checkoutConfirmation.retryPayTitle", { number: order.numero })}
      </h1>
      {failed && (
        <p role="alert" className="field-error">
          {order.ultimoPago?.resultado === "not_owed" ? "" : `${t("checkout.paymentFailed")}. `}
          {order.ultimoPago ? text(order.ultimoPago.mensaje) : t("checkoutConfirmation.retryCancelled")}
        </p>
      )}
      {result?.message && (
        <p role="alert" className="field-error">
          {text(result.message)}
        </p>
      )}
      {order.estado === "pending" ? (
        <Form method="post" className="card" style={{ display: "grid", gap: 12 }}>
          <input type="hidden" name="intent" value="retry" />
          <input type="hidden" name="pedido" value={order.numero} />
          <p style={{ margin: 0 }}>
            {t("checkoutConfirmation.retryIntroOrder")} <strong>{order.numero}</strong>{" "}
            {t("checkoutConfirmation.retryIntroRest")}
          </p>
          <fieldset style={{ border: 0, padding: 0, margin: 0, display: "grid", gap: 8 }}>
            <legend style={{ fontWeight: 700 }}>{t("checkout.paymentHow")}</legend>
            {PAYMENT_TYPES.filter((type) => type !== "on_account").map((type) => (
              <label key={type} className="check choice">
                <input type="radio" name="paymentType" value={type} defaultChecked={order.tipoPago === type} />{" "}
                {t(PAYMENT_TYPE_KEYS[type])}
              </label>
            ))}
          </fieldset>
          <fieldset style={{ border: 0, padding: 0, margin: 0, display: "grid", gap: 8 }}>
            <legend style={{ fontWeight: 700 }}>{t("checkoutConfirmation.paymentMethod")}</legend>
            {SITE_PAYMENT_METHODS[lang].map((m) => (
              <label key={m} className="check choice">
                <input type="radio" name="paymentMethod" value={m} defaultChecked={(order.metodo ?? "card") === m} />{" "}
                {t(PAYMENT_METHOD_KEYS[m])}
              </label>
            ))}
          </fieldset>
          <button className="btn" type="submit" disabled={busy}>
            {t("checkoutConfirmation.retrySubmit")}
          </button>
        </Form>
      ) : (
        <p>
          {t("checkoutConfirmation.retryExpired")}{" "}
          <Link to={path("/carrinho")}>{t("checkoutConfirmation.retryBackToBasket")}</Link>{" "}
          {t("checkoutConfirmation.retryStartNew")}
        </p>
      )}
    </div>
  );
}

function MultibancoReference({ order }: { order: Order }) {
  const ref = order.referenciaMultibanco;
  const { t, lang } = useT();
  if (!ref) return null;
  const until = formatLisbonDateTime(ref.validaHasta, lang);
  return (
    <section className="card" aria-labelledby="mb-title" data-testid="multibanco-reference">
      <h2 id="mb-title" style={{ marginTop: 0, fontSize: "1.2rem" }}>
        {t("checkoutConfirmation.mbTitle")}
      </h2>
      <p style={{ margin: "0 0 8px" }}>{t("checkoutConfirmation.mbIntro")}</p>
      <dl className="mb-ref">
        <dt>{t("checkoutConfirmation.mbEntity")}</dt>
        <dd>{ref.entidad}</dd>
        <dt>{t("checkoutConfirmation.mbReference")}</dt>
        <dd>{formatMultibancoReference(ref.referencia)}</dd>
        <dt>{t("checkoutConfirmation.mbAmount")}</dt>
        <dd>{formatEur(ref.importe, lang)}</dd>
        <dt>{t("checkoutConfirmation.mbValidUntil")}</dt>
        <dd>{until}</dd>
      </dl>
      {order.cita && <p className="hint">{t("checkoutConfirmation.mbHoldHint")}</p>}
      {order.simuladorMultibanco && (
        <p className="hint">
          {t("checkoutConfirmation.mbDemo")}{" "}
          <a href={order.simuladorMultibanco}>{t("checkoutConfirmation.mbDemoLink")}</a>
        </p>
      )}
    </section>
  );
}

export function Confirmation({ order }: { order: Order }) {
  const c = order.cita;
  const waitingReference = order.estado === "pending" && Boolean(order.referenciaMultibanco);
  const { t, path, lang } = useT();
  return (
    <div className="container page" style={{ maxWidth: 760 }}>
      <h1>
        {order.estado === "confirmed"
          ? t("checkoutConfirmation.confirmedTitle")
          : waitingReference
            ? t("checkoutConfirmation.waitingMultibancoTitle")
            : t("checkoutConfirmation.waitingTitle")}
      </h1>
      <p className="lead">
        {t("checkoutConfirmation.confirmOrder")} <strong data-testid="order-number">{order.numero}</strong>.{" "}
        {order.estado === "confirmed"
          ? t("checkoutConfirmation.confirmSent")
          : waitingReference
            ? t("checkoutConfirmation.confirmWhenPaid")
            : t("checkoutConfirmation.confirmWhenBank")}
      </p>
      <MultibancoReference order={order} />
      {c && (
        <div className="card">
          <h2 style={{ marginTop: 0, fontSize: "1.2rem" }}>{t("checkoutConfirmation.confirmFitting")}</h2>
          <p style={{ fontSize: "1.2rem", margin: "4px 0" }}>
            <strong>{t("checkout.dateAtTime", { date: c.fecha, time: c.hora })}</strong>
          </p>
          <p style={{ margin: 0 }}>
            {c.taller.alias}
            <br />
            {c.taller.direccion}, {c.taller.cpostal} {c.taller.poblacion}
            <br />
            {t("checkoutConfirmation.confirmPhone", { phone: c.taller.telefono })}
          </p>
        </div>
      )}
      <div className="card">
        <h2 style={{ marginTop: 0, fontSize: "1.2rem" }}>{t("checkoutConfirmation.confirmBought")}</h2>
        <table className="order-lines">
          <thead>
            <tr>
              <th scope="col">{t("checkoutConfirmation.confirmColDescription")}</th>
              <th scope="col">{t("checkoutConfirmation.confirmColQty")}</th>
              <th scope="col">{t("checkout.total")}</th>
            </tr>
          </thead>
          <tbody>
            {order.lineas.map((l) => (
              <tr key={l.nombre}>
                <td>{l.nombre}</td>
                <td>{l.cantidad}</td>
                <td>{formatEur(l.total, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="totals">
          {order.descuento > 0 && (
            <>
              <dt>{t("checkout.discount")}</dt>
              <dd>−{formatEur(order.descuento, lang)}</dd>
            </>
          )}
          <dt className="total">{t("checkout.total")}</dt>
          <dd className="total">{formatEur(order.total, lang)}</dd>
          {order.estado === "pending" && order.aPagarAgora > 0 ? (
            <>
              <dt>
                {order.referenciaMultibanco
                  ? t("checkoutConfirmation.confirmToPayMultibanco")
                  : t("checkoutConfirmation.confirmToPay")}
              </dt>
              <dd>{formatEur(order.aPagarAgora, lang)}</dd>
              {order.total - order.aPagarAgora > 0 && (
                <>
                  <dt>{t("checkoutConfirmation.confirmToPayWorkshop")}</dt>
                  <dd>{formatEur(order.total - order.aPagarAgora, lang)}</dd>
                </>
              )}
            </>
          ) : (
            <>
              <dt>{t("checkoutConfirmation.confirmPaidNow")}</dt>
              <dd>{formatEur(order.pagado, lang)}</dd>
              <dt>
                {order.tipoPago === "on_account"
                  ? t("checkoutConfirmation.confirmMonthlyInvoice")
                  : t("checkoutConfirmation.confirmToPayWorkshop")}
              </dt>
              <dd>{formatEur(order.restoEnOficina, lang)}</dd>
            </>
          )}
        </dl>
        <p className="hint">
          {t("checkout.taxIncluded", {
            label: order.impuestoLabel,
            pct: order.impuestoPct,
            amount: formatEur(order.impuesto, lang),
          })}
          {order.factura ? ` · ${t("checkoutConfirmation.confirmInvoice", { number: order.factura })}` : ""}
        </p>
        {order.factura && (
          <p className="no-print" style={{ margin: 0 }}>
            <a
              className="btn btn-secondary"
              href={path(`/area-privado/fatura?n=${encodeURIComponent(order.factura)}`)}
              data-testid="invoice-download"
            >
              {t("checkoutConfirmation.confirmInvoiceDownload")}
            </a>
          </p>
        )}
      </div>
      <p className="no-print" style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
        <button className="btn btn-secondary" type="button" onClick={() => window.print()}>
          {t("checkoutConfirmation.confirmPrint")}
        </button>
        {c && (
          <a className="btn btn-secondary" href={path(`/carrinho/calendario?pedido=${order.numero}`)}>
            {t("checkoutConfirmation.confirmAddToCalendar")}
          </a>
        )}
        <Link className="btn btn-ghost" to={path("/area-privado/encomendas")}>
          {t("checkoutConfirmation.confirmViewInAccount")}
        </Link>
      </p>
    </div>
  );
}
