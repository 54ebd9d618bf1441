/**
 * "Comprar": a plain form post to /carrinho/adicionar (works without JavaScript), with an optional quantity. Its
 * messages are in the small `common` namespace, so a product page does not preload the checkout's (issue 15).
 */
import { Form, useNavigation } from "react-router";
import { useT } from "../i18n.ts";

export function BuyButton({
  id,
  label,
  name,
  maxQty,
  defaultQty,
  showQty = false,
  className = "btn",
}: {
  id: string;
  label: string;
  name: string;
  maxQty: number;
  defaultQty: number;
  showQty?: boolean;
  className?: string;
}) {
  const navigation = useNavigation();
  const { t, path } = useT();
  const action = path("/carrinho/adicionar");
  const busy =
    navigation.state !== "idle" && navigation.formAction === action && navigation.formData?.get("produto") === id;
  const max = Math.max(1, Math.min(8, maxQty));
  const qty = Math.min(defaultQty, max);
  return (
    <Form method="post" action={action} className="buy-form">
      <input type="hidden" name="produto" value={id} />
      {showQty ? (
        <>
          <label htmlFor={`qty-${id}`}>{t("common.buyQuantity")}</label>
          <select id={`qty-${id}`} name="cantidad" defaultValue={qty}>
            {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </>
      ) : (
        <input type="hidden" name="cantidad" value={qty} />
      )}
      <button className={className} type="submit" disabled={busy} aria-label={`${label}: ${name}`}>
        {busy ? t("common.buyBusy") : label}
      </button>
    </Form>
  );
}
