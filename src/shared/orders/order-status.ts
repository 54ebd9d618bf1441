/**
 * An order's status, one English vocabulary from the database to the pages (decision 021). The API answers these
 * values in `estado`; pages name them through the message catalogue, never by showing the stored value.
 *
 * - pending: placed, waiting for its payment (stock and slot held until it expires);
 * - confirmed: paid, or nothing to pay now (paid at the workshop, on a business's account);
 * - expired: not paid in time, its stock, slot and coupon given back;
 * - cancelled: called off by the customer or the shop before it was paid.
 */
export const ORDER_STATUSES = ["pending", "confirmed", "expired", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses of an order that no longer holds its stock, slot or a coupon's use. */
export const RELEASED_ORDER_STATUSES = ["expired", "cancelled"] as const satisfies readonly OrderStatus[];

export const isOrderStatus = (s: string): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s);

/**
 * The order lines that are not products (a product line's type is the spec's `tipo_producto`: neumatico, bateria …):
 * the basket's services, the Canaries' shipping and a coupon's discount.
 */
export const NON_PRODUCT_LINES = ["service", "shipping", "coupon"] as const;
export type NonProductLine = (typeof NON_PRODUCT_LINES)[number];
