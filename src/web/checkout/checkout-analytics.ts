import { useEffect, useRef } from "react";
import { basketChanges, track } from "#src/shared/analytics.ts";
import { type CheckoutStep, CHECKOUT_STEPS } from "#src/shared/basket/checkout.ts";
import type { Basket, Order } from "./checkout-types.ts";

// ───────── Analytics (data layer, duplicates within 1000 ms dropped) ─────────
/**
 * Checkout steps, the purchase on the confirmation page, the product just added ("Comprar" lands here with
 * ?adicionado=) and, on the basket step, every line removed or quantity changed (emptying the basket included).
 */
export function useCheckoutAnalytics(
  step: CheckoutStep,
  basket: Basket | null,
  order: Order | null,
  added: string | null,
) {
  const tracked = useRef<{ step: CheckoutStep | null; added: string | null; lines: Basket["products"] | null }>({
    step: null,
    added: null,
    lines: null,
  });
  useEffect(() => {
    const seen = tracked.current;
    if (step === "a-sua-reserva" && order && order.estado === "confirmed")
      track({
        event: "purchase",
        transaction_id: order.numero,
        value: order.total / 100,
        currency: "EUR",
        tax: order.impuesto / 100,
      });
    else if (basket && seen.step !== step)
      track({ event: "checkout_step", step: CHECKOUT_STEPS.indexOf(step) + 1, name: step });
    // The product just added counts once, not again each time the basket is saved on that page.
    const product = basket?.products.find((x) => x.id_navision === added);
    if (product && seen.added !== added)
      track({
        event: "add_to_cart",
        items: [
          { id: product.id_navision, name: product.nombre, quantity: product.cantidad, price: product.precio / 100 },
        ],
      });
    const lines = basket?.products ?? [];
    if (step === "pedido" && seen.step === "pedido" && seen.lines)
      for (const e of basketChanges(seen.lines, lines)) track(e);
    tracked.current = { step, added, lines };
  }, [step, basket, order, added]);
}
