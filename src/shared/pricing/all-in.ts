/**
 * The all-in price of tyres, decided in one place (issue 17 item 3): tyre price, promotion, eco-tax and fitting at the
 * workshop (valve, balancing and removal included), VAT included. The results page, the product page, the basket, the
 * checkout, the e-mail and the invoice all show figures computed here, so a customer never sees one price on the
 * product page and another in the basket. The line formula is the spec's (section 5, `lineTotalCents`): the line is
 * rounded once, so a per-unit figure shown beside it is derived from the line, never the other way round.
 */
import { lineTotalCents, roundCents } from "../money.ts";
import { promotionAppliesToQuantity } from "../promotions/applies.ts";

/** A promotion as a price needs it: the percentage and, for offers "na compra de 4", the minimum units on the line. */
export type PriceOffer = { pct: number; minCantidad?: number | null | undefined };

export type ProductLineInput = {
  precio: number;
  cantidad: number;
  ecotasa: number;
  descuento?: number | undefined;
  promo: PriceOffer | null;
  /** Tyres always carry the eco-tax; other products only when they have one. */
  ecotaxRequired?: boolean;
};

/** Whether the offer applies to a line of this many units. */
export function offerApplies(promo: PriceOffer | null, cantidad: number): promo is PriceOffer {
  return promo !== null && promotionAppliesToQuantity(promo.minCantidad, cantidad);
}

/** One basket line (product, promotion when it applies, eco-tax), VAT included: what the basket and the order charge. */
export function productLineCents(p: ProductLineInput): number {
  const promo = offerApplies(p.promo, p.cantidad) ? p.promo.pct : null;
  return lineTotalCents({
    priceCents: p.precio,
    quantity: p.cantidad,
    discountPct: p.descuento ?? 0,
    promoPct: promo,
    ecotaxCents: p.ecotasa,
    ecotaxRequired: p.ecotaxRequired ?? false,
  });
}

/** The same line without the promotion: what the saving is measured against. */
export function productLineWithoutPromotionCents(p: ProductLineInput): number {
  return productLineCents({ ...p, promo: null });
}

export type TyreQuote = {
  cantidad: number;
  /** Whether the promotion applies at this quantity (an offer "na compra de 4" does not apply to 2). */
  promoAplicada: boolean;
  promoPct: number | null;
  /** Price of one tyre before and after the promotion (eco-tax and fitting not included). */
  unitario: number;
  unitarioFinal: number;
  /** The tyres' line as the basket charges it (promotion and eco-tax included). */
  pneus: number;
  /** Eco-tax and fitting for all the tyres. */
  ecotasa: number;
  montagem: number;
  /** Everything the customer pays for these tyres fitted; and the same per tyre. */
  total: number;
  totalPorPneu: number;
  /** What the promotion saves on this quantity (0 without one). */
  poupanca: number;
};

/** All-in price of `cantidad` tyres fitted at the workshop. */
export function quoteTyres(input: {
  precio: number;
  ecotasa: number;
  montaje: number;
  cantidad: number;
  promo: PriceOffer | null;
  descuento?: number;
}): TyreQuote {
  const line: ProductLineInput = {
    precio: input.precio,
    cantidad: input.cantidad,
    ecotasa: input.ecotasa,
    descuento: input.descuento,
    promo: input.promo,
    ecotaxRequired: true,
  };
  const applies = offerApplies(input.promo, input.cantidad);
  const pneus = productLineCents(line);
  const ecotasa = input.ecotasa * input.cantidad;
  const montagem = lineTotalCents({ priceCents: input.montaje, quantity: input.cantidad });
  const total = pneus + montagem;
  return {
    cantidad: input.cantidad,
    promoAplicada: applies,
    promoPct: applies ? input.promo!.pct : null,
    unitario: input.precio,
    unitarioFinal: input.cantidad > 0 ? roundCents((pneus - ecotasa) / input.cantidad) : input.precio,
    pneus,
    ecotasa,
    montagem,
    total,
    totalPorPneu: input.cantidad > 0 ? roundCents(total / input.cantidad) : 0,
    poupanca: productLineWithoutPromotionCents(line) - pneus,
  };
}

/** What a "Comprar" button on a results card puts in the basket: a set of 4, or 2 (or the last one) when fewer are left. */
export function usualQuantity(stock: number): number {
  return stock >= 4 ? 4 : Math.max(1, Math.min(stock, 2));
}

/** The price per tyre a card shows for `cantidad` tyres (after the promotion when it applies): what "by price" sorts by. */
export function shownUnitPrice(precio: number, promo: PriceOffer | null, cantidad: number): number {
  if (!offerApplies(promo, cantidad)) return precio;
  return quoteTyres({ precio, ecotasa: 0, montaje: 0, cantidad, promo }).unitarioFinal;
}
