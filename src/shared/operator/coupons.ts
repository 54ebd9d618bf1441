/**
 * Coupons in the back office (issue 14, item 5), pure rules: the code's format, the kinds of product a coupon may
 * be restricted to, a coupon's state and the field errors of a coupon as it would be stored.
 */
import type { ProductType } from "../basket/basket.ts";

/** Codes are stored in capitals (the basket upper-cases what the customer types): letters, digits, - and _. */
export const COUPON_CODE = /^[A-Z0-9][A-Z0-9_-]{2,29}$/;
export const COUPON_CODE_MESSAGE =
  "O código tem de ter de 3 a 30 caracteres: letras sem acentos, algarismos, hífenes (-) ou traços baixos (_)";

export const COUPON_TYPES = ["fixed_amount", "percentage"] as const;
export type CouponType = (typeof COUPON_TYPES)[number];
export const COUPON_TYPE_LABEL: Record<CouponType, string> = {
  fixed_amount: "Valor fixo (€)",
  percentage: "Percentagem (%)",
};

/** The kinds of product a coupon may require in the basket (the basket's product types). */
export const COUPON_PRODUCT_TYPE_LABEL: Record<ProductType, string> = {
  neumatico: "Pneus",
  camara: "Câmaras de ar",
  mousse: "Mousses",
  bateria: "Baterias",
  aceite: "Mudança de óleo",
  revision: "Revisão",
  revision_moto: "Revisão de mota",
  ac: "Ar condicionado (gás R134a)",
  ac2: "Ar condicionado (gás R1234yf)",
  kito1: "Kit ozono 1",
  kito2: "Kit ozono 2",
  amortiguador: "Amortecedores",
  preitv: "Pré-inspeção",
  packinvierno: "Pack inverno",
  ozono: "Desinfeção com ozono",
  permuta: "Permuta de pneu sobresselente",
};
export const COUPON_PRODUCT_TYPES = Object.keys(COUPON_PRODUCT_TYPE_LABEL) as [ProductType, ...ProductType[]];

/** 10 000 € off, or 100 %: anything above is a typing slip or impossible. */
export const COUPON_AMOUNT_MAX_CENTS = 1_000_000;
export const COUPON_PERCENT_MAX = 100;
export const COUPON_USES_MAX = 1_000_000;

export type CouponFigures = {
  tipo: string;
  importe: number;
  validFrom: Date;
  validTo: Date;
  maxUses: number | null;
  uses: number;
};

/** Field errors of a coupon as it would be stored (empty: valid). */
export function couponErrors(c: CouponFigures): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!Number.isInteger(c.importe) || c.importe <= 0) errors.importe = "O valor do desconto tem de ser superior a 0";
  else if (c.tipo === "percentage" && c.importe > COUPON_PERCENT_MAX)
    errors.importe = "A percentagem pode ser no máximo 100 %";
  else if (c.tipo === "fixed_amount" && c.importe > COUPON_AMOUNT_MAX_CENTS)
    errors.importe = "O desconto pode ser no máximo 10 000 €";
  if (c.validTo.getTime() <= c.validFrom.getTime()) errors.fim = "O fim tem de ser depois do início";
  if (c.maxUses !== null && c.maxUses < c.uses)
    errors.usosMaximos = `Este cupão já foi usado ${c.uses} ${c.uses === 1 ? "vez" : "vezes"}: o máximo não pode ser inferior`;
  return errors;
}

/** What a coupon is at a moment (computed, not stored): before its start, usable, with no uses left, or past its end. */
export const COUPON_STATES = ["scheduled", "active", "used_up", "ended"] as const;
export type CouponState = (typeof COUPON_STATES)[number];
export const COUPON_STATE_LABEL: Record<CouponState, string> = {
  scheduled: "Agendado",
  active: "Ativo",
  used_up: "Esgotado",
  ended: "Terminado",
};

export function couponState(
  c: Pick<CouponFigures, "validFrom" | "validTo" | "maxUses" | "uses">,
  now: Date,
): CouponState {
  if (now.getTime() > c.validTo.getTime()) return "ended";
  if (now.getTime() < c.validFrom.getTime()) return "scheduled";
  if (c.maxUses !== null && c.uses >= c.maxUses) return "used_up";
  return "active";
}

/** Whether one more order may use the coupon (null maximum: unlimited). */
export const couponHasUsesLeft = (c: { maxUses: number | null; uses: number }) =>
  c.maxUses === null || c.uses < c.maxUses;
