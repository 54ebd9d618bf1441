/** The notices above the checkout steps: a product that could not be added, a promotion limit reached. */
import { Form, useSearchParams } from "react-router";

const ADD_ERRORS: Record<string, string> = {
  PRODUCT_UNAVAILABLE: "Este produto está esgotado neste momento. Peça-o e avisamos quando chegar.",
  NOT_ENOUGH_STOCK: "Não temos unidades suficientes deste produto para essa quantidade.",
  PRODUCT_NOT_FOUND: "Este produto não existe ou já não está à venda.",
  ERROR: "Não foi possível juntar o produto ao carrinho. Tente novamente.",
};
export const PROMO_LIMITS: Record<string, string> = {
  PROMO_ONE_ORDER:
    "Já fez uma encomenda com esta promoção: só é permitida uma encomenda por cliente durante o período da promoção.",
  PROMO_USER_LIMIT: "Esta quantidade ultrapassa o limite de unidades desta promoção por cliente.",
  PROMO_SOLD_OUT: "Já não há unidades suficientes desta promoção para essa quantidade.",
};
export const AVISO_PACK =
  "Não é possível juntar packs de serviços a pneus em promoção: o serviço foi retirado do carrinho.";

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
  return (
    <div role="alert" className="notice promo-limit">
      <p style={{ margin: "0 0 8px" }}>{PROMO_LIMITS[code] ?? message}</p>
      {produto ? (
        <Form method="post" action="/carrinho/adicionar">
          <input type="hidden" name="produto" value={produto} />
          <input type="hidden" name="cantidad" value={cantidad ?? "1"} />
          <input type="hidden" name="sinPromocion" value="1" />
          <button className="btn" type="submit">
            Continuar sem a promoção
          </button>
        </Form>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="sin-promocion" />
          <button className="btn" type="submit">
            Continuar sem a promoção
          </button>
        </Form>
      )}
    </div>
  );
}

export function AddError({ code }: { code: string | null }) {
  const [search] = useSearchParams();
  if (!code) return null;
  if (code in PROMO_LIMITS)
    return <PromoLimit code={code} produto={search.get("produto")} cantidad={search.get("cantidad")} />;
  const message = code.startsWith("no-puedes-anadir-")
    ? `Não pode juntar este tipo de produto (${code.slice(17)}) a esta encomenda.`
    : (ADD_ERRORS[code] ?? ADD_ERRORS.ERROR);
  return (
    <p role="alert" className="field-error">
      {message}
    </p>
  );
}
