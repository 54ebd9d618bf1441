/**
 * The pages of an order already made: the confirmation (/carrinho/a-sua-reserva, with the Multibanco reference still
 * to pay) and the payment retry after a refused or cancelled payment (/carrinho/pagamento?pedido=).
 */
import { Form, Link } from "react-router";
import { formatLisbonDateTime } from "#src/shared/dates.ts";
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_TYPE_LABELS,
  PAYMENT_TYPES,
  SITE_PAYMENT_METHODS,
} from "#src/shared/basket/checkout.ts";
import { formatEur } from "#src/shared/money.ts";
import { formatMultibancoReference, PAYMENT_FAILED } from "#src/shared/payment/codes.ts";
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
  if (order.estado === "confirmado")
    return (
      <div className="container page">
        <h1>Pagamento</h1>
        <p>
          A encomenda {order.numero} já está paga.{" "}
          <Link to={`/carrinho/a-sua-reserva?pedido=${order.numero}`}>Ver a reserva</Link>
        </p>
      </div>
    );
  // Opened from the private area with no payment tried yet: a plain "pay" page, not an error.
  const failed = Boolean(order.ultimoPago) || order.estado !== "pendente";
  return (
    <div className="container page" style={{ maxWidth: 640 }}>
      <h1>{failed ? "Pagamento não concluído" : `Pagar a encomenda ${order.numero}`}</h1>
      {failed && (
        <p role="alert" className="field-error">
          {order.ultimoPago?.resultado === "not_owed" ? "" : `${PAYMENT_FAILED}. `}
          {order.ultimoPago?.mensaje ?? "O pagamento foi cancelado."}
        </p>
      )}
      {result?.message && (
        <p role="alert" className="field-error">
          {result.message}
        </p>
      )}
      {order.estado === "pendente" ? (
        <Form method="post" className="card" style={{ display: "grid", gap: 12 }}>
          <input type="hidden" name="intent" value="retry" />
          <input type="hidden" name="pedido" value={order.numero} />
          <p style={{ margin: 0 }}>
            A encomenda <strong>{order.numero}</strong> e a hora na oficina continuam guardadas. Pode tentar outra vez,
            com outro cartão, MB WAY ou referência Multibanco, ou pagar tudo na oficina.
          </p>
          <fieldset style={{ border: 0, padding: 0, margin: 0, display: "grid", gap: 8 }}>
            <legend style={{ fontWeight: 700 }}>Como quer pagar?</legend>
            {PAYMENT_TYPES.filter((t) => t !== "conta").map((t) => (
              <label key={t} className="check choice">
                <input type="radio" name="paymentType" value={t} defaultChecked={order.tipoPago === t} />{" "}
                {PAYMENT_TYPE_LABELS[t]}
              </label>
            ))}
          </fieldset>
          <fieldset style={{ border: 0, padding: 0, margin: 0, display: "grid", gap: 8 }}>
            <legend style={{ fontWeight: 700 }}>Meio de pagamento</legend>
            {SITE_PAYMENT_METHODS.pt.map((m) => (
              <label key={m} className="check choice">
                <input type="radio" name="paymentMethod" value={m} defaultChecked={(order.metodo ?? "tarjeta") === m} />{" "}
                {PAYMENT_METHOD_LABELS[m]}
              </label>
            ))}
          </fieldset>
          <button className="btn" type="submit" disabled={busy}>
            Tentar pagar outra vez
          </button>
        </Form>
      ) : (
        <p>
          Esta encomenda expirou. <Link to="/carrinho">Volte ao carrinho</Link> para fazer uma nova.
        </p>
      )}
    </div>
  );
}

function MultibancoReference({ order }: { order: Order }) {
  const ref = order.referenciaMultibanco;
  if (!ref) return null;
  const until = formatLisbonDateTime(ref.validaHasta);
  return (
    <section className="card" aria-labelledby="mb-title" data-testid="multibanco-reference">
      <h2 id="mb-title" style={{ marginTop: 0, fontSize: "1.2rem" }}>
        Pague por Multibanco
      </h2>
      <p style={{ margin: "0 0 8px" }}>
        Num multibanco ou no homebanking, em «Pagamento de serviços». Também lhe enviámos estes dados por e-mail.
      </p>
      <dl className="mb-ref">
        <dt>Entidade</dt>
        <dd>{ref.entidad}</dd>
        <dt>Referência</dt>
        <dd>{formatMultibancoReference(ref.referencia)}</dd>
        <dt>Montante</dt>
        <dd>{formatEur(ref.importe)}</dd>
        <dt>Válida até</dt>
        <dd>{until}</dd>
      </dl>
      {order.cita && (
        <p className="hint">
          A montagem fica reservada até essa hora. Se a referência expirar sem pagamento, a reserva é anulada.
        </p>
      )}
      {order.simuladorMultibanco && (
        <p className="hint">
          Demonstração: <a href={order.simuladorMultibanco}>pagar esta referência no multibanco simulado</a>
        </p>
      )}
    </section>
  );
}

export function Confirmation({ order }: { order: Order }) {
  const c = order.cita;
  const waitingReference = order.estado === "pendente" && Boolean(order.referenciaMultibanco);
  return (
    <div className="container page" style={{ maxWidth: 760 }}>
      <h1>
        {order.estado === "confirmado"
          ? "Reserva confirmada"
          : waitingReference
            ? "Falta pagar por Multibanco"
            : "A aguardar o pagamento"}
      </h1>
      <p className="lead">
        Encomenda <strong data-testid="order-number">{order.numero}</strong>.{" "}
        {order.estado === "confirmado"
          ? "Enviámos a confirmação por e-mail."
          : waitingReference
            ? "Assim que o pagamento for recebido enviamos a confirmação por e-mail."
            : "Assim que o banco confirmar o pagamento enviamos a confirmação por e-mail."}
      </p>
      <MultibancoReference order={order} />
      {c && (
        <div className="card">
          <h2 style={{ marginTop: 0, fontSize: "1.2rem" }}>Montagem</h2>
          <p style={{ fontSize: "1.2rem", margin: "4px 0" }}>
            <strong>
              {c.fecha} às {c.hora}
            </strong>
          </p>
          <p style={{ margin: 0 }}>
            {c.taller.alias}
            <br />
            {c.taller.direccion}, {c.taller.cpostal} {c.taller.poblacion}
            <br />
            Tel. {c.taller.telefono}
          </p>
        </div>
      )}
      <div className="card">
        <h2 style={{ marginTop: 0, fontSize: "1.2rem" }}>O que comprou</h2>
        <table className="order-lines">
          <thead>
            <tr>
              <th scope="col">Descrição</th>
              <th scope="col">Qtd.</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {order.lineas.map((l) => (
              <tr key={l.nombre}>
                <td>{l.nombre}</td>
                <td>{l.cantidad}</td>
                <td>{formatEur(l.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="totals">
          {order.descuento > 0 && (
            <>
              <dt>Desconto</dt>
              <dd>−{formatEur(order.descuento)}</dd>
            </>
          )}
          <dt className="total">Total</dt>
          <dd className="total">{formatEur(order.total)}</dd>
          {order.estado === "pendente" && order.aPagarAgora > 0 ? (
            <>
              <dt>{order.referenciaMultibanco ? "A pagar por Multibanco" : "Por pagar"}</dt>
              <dd>{formatEur(order.aPagarAgora)}</dd>
              {order.total - order.aPagarAgora > 0 && (
                <>
                  <dt>A pagar na oficina</dt>
                  <dd>{formatEur(order.total - order.aPagarAgora)}</dd>
                </>
              )}
            </>
          ) : (
            <>
              <dt>Pago agora</dt>
              <dd>{formatEur(order.pagado)}</dd>
              <dt>{order.tipoPago === "conta" ? "Na fatura mensal da empresa" : "A pagar na oficina"}</dt>
              <dd>{formatEur(order.restoEnOficina)}</dd>
            </>
          )}
        </dl>
        <p className="hint">
          {order.impuestoLabel} {order.impuestoPct} % incluído: {formatEur(order.impuesto)}
          {order.factura ? ` · Fatura ${order.factura}` : ""}
        </p>
        {order.factura && (
          <p className="no-print" style={{ margin: 0 }}>
            <a
              className="btn btn-secondary"
              href={`/area-privado/fatura?n=${encodeURIComponent(order.factura)}`}
              data-testid="invoice-download"
            >
              Descarregar a fatura (PDF)
            </a>
          </p>
        )}
      </div>
      <p className="no-print" style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
        <button className="btn btn-secondary" type="button" onClick={() => window.print()}>
          Imprimir
        </button>
        {c && (
          <a className="btn btn-secondary" href={`/carrinho/calendario?pedido=${order.numero}`}>
            Adicionar ao calendário
          </a>
        )}
        <Link className="btn btn-ghost" to="/area-privado/encomendas">
          Ver na área privada
        </Link>
      </p>
    </div>
  );
}
