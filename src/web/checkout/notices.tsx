/** The notices above the checkout steps: a product that could not be added, a promotion limit reached. */
import { Form, useSearchParams } from "react-router";
import type { MessageKey } from "#src/shared/i18n/i18n.ts";
import { useT } from "../i18n.ts";

const ADD_ERRORS: Record<string, MessageKey> = {
  PRODUCT_UNAVAILABLE: "checkout.addErrorUnavailable",
  NOT_ENOUGH_STOCK: "checkout.addErrorNotEnoughStock",
  PRODUCT_NOT_FOUND: "checkout.addErrorNotFound",
  ERROR: "checkout.addErrorGeneric",
};
export const PROMO_LIMITS: Record<string, MessageKey> = {
  PROMO_ONE_ORDER: "checkout.promoOneOrder",
  PROMO_USER_LIMIT: "checkout.promoUserLimit",
  PROMO_SOLD_OUT: "checkout.promoSoldOut",
};

/** A promotion limit reached: what happened and the way on, the product at its normal price. */
export function PromoLimit({
  code,
  message,
  produto,
  cantidad,
}: {
  code: string;
  message?: string | undefined;
  produto?: string | null;
  cantidad?: string | null;
}) {
  const { t, text, path } = useT();
  const known = PROMO_LIMITS[code];
  return (
    <div role="alert" className="notice promo-limit">
      <p style={{ margin: "0 0 8px" }}>{known ? t(known) : text(message ?? "")}</p>
      {produto ? (
        <Form method="post" action={path("/carrinho/adicionar")}>
          <input type="hidden" name="produto" value={produto} />
          <input type="hidden" name="cantidad" value={cantidad ?? "1"} />
          <input type="hidden" name="sinPromocion" value="1" />
          <button className="btn" type="submit">
            {t("checkout.promoContinueWithout")}
          </button>
        </Form>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="sin-promocion" />
          <button className="btn" type="submit">
            {t("checkout.promoContinueWithout")}
          </button>
        </Form>
      )}
    </div>
  );
}

export function AddError({ code }: { code: string | null }) {
  const [search] = useSearchParams();
  const { t } = useT();
  if (!code) return null;
  if (code in PROMO_LIMITS)
    return <PromoLimit code={code} produto={search.get("produto")} cantidad={search.get("cantidad")} />;
  const message = code.startsWith("no-puedes-anadir-")
    ? t("checkout.addErrorKind", { kind: code.slice(17) })
    : t(ADD_ERRORS[code] ?? "checkout.addErrorGeneric");
  return (
    <p role="alert" className="field-error">
      {message}
    </p>
  );
}
