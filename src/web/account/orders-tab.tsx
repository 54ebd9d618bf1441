/** "Encomendas": the customer's orders, with paying or cancelling an unpaid one. */
import { Form, Link } from "react-router";
import { RelativeTime } from "#src/web/shell/relative-time.tsx";
import type { CustomerOrder } from "#src/shared/account/private-area.schema.ts";
import { formatEur } from "#src/shared/money.ts";
import type { OrderStatus } from "#src/shared/orders/order-status.ts";
import { type MessageKey, useT } from "../i18n.ts";
import { FormMessage } from "./account-fields.tsx";
import type { ActionData } from "./private-area.server.ts";

/** Order states as the customer reads them (also the fleet history's, src/web/professional/fleet-history.tsx). */
export const ORDER_STATUS: Record<string, MessageKey> = {
  pending: "account.orderPending",
  confirmed: "account.orderPaid",
  expired: "account.orderExpired",
  cancelled: "account.orderCancelled",
} satisfies Record<OrderStatus, MessageKey>;

const dayMonthYear = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export function OrdersTab({
  userId,
  orders,
  action,
  busy,
}: {
  userId: number;
  orders: CustomerOrder[];
  action: ActionData | undefined;
  busy: boolean;
}) {
  const own = action?.form === "orders" ? action : undefined;
  const { t, path, lang } = useT();
  return (
    <>
      <FormMessage ok={Boolean(own?.ok)} message={own?.message} />
      <ul className="card order-list" style={{ listStyle: "none" }}>
        {orders.map((o) => (
          <li key={o.numero} className="order-row">
            <span>
              <Link to={`${path("/carrinho/a-sua-reserva")}?pedido=${o.numero}`}>{o.numero}</Link> ·{" "}
              {dayMonthYear(o.fecha)} (
              <RelativeTime at={o.fecha} />) · {formatEur(o.total, lang)} ·{" "}
              <strong className={`order-status ${o.estado}`}>
                {Object.hasOwn(ORDER_STATUS, o.estado) ? t(ORDER_STATUS[o.estado] as MessageKey) : o.estado}
              </strong>
            </span>
            {o.estado === "pending" && (
              <span className="order-actions">
                <Link className="btn" to={`${path("/carrinho/pagamento")}?pedido=${o.numero}`}>
                  {t("account.orderPay")}
                </Link>
                <Form
                  method="post"
                  onSubmit={(e) =>
                    window.confirm(t("account.orderCancelConfirm", { number: o.numero }))
                      ? undefined
                      : e.preventDefault()
                  }
                >
                  <input type="hidden" name="intent" value="cancel-order" />
                  <input type="hidden" name="userId" value={userId} />
                  <input type="hidden" name="pedido" value={o.numero} />
                  <button className="btn btn-ghost" type="submit" disabled={busy}>
                    {t("account.orderCancel")}
                  </button>
                </Form>
              </span>
            )}
          </li>
        ))}
        {orders.length === 0 && <li>{t("account.ordersEmpty")}</li>}
      </ul>
    </>
  );
}
