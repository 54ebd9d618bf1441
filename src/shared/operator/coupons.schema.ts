/**
 * Back-office coupon payloads (one zod schema each), shared by the API and the form, and the answers the coupons page
 * reads. `importe` is in cents for a fixed amount and in percent for a percentage, as the coupons table stores it.
 */
import { z } from "zod";
import { required } from "../fields.ts";
import type { FieldLabel } from "../messages.ts";
import {
  COUPON_AMOUNT_MAX_CENTS,
  COUPON_CODE,
  COUPON_CODE_MESSAGE,
  COUPON_PERCENT_MAX,
  COUPON_PRODUCT_TYPES,
  COUPON_STATES,
  COUPON_TYPES,
  COUPON_USES_MAX,
} from "./coupons.ts";
import { END_OF_DAY, parseShopDateTime } from "./offers.ts";
import { spanishText } from "./offers.schema.ts";

const shopDateTime = (label: FieldLabel) =>
  required(label).refine((v) => parseShopDateTime(v) !== null, "Use o formato DD/MM/AAAA HH:MM");

export const couponCodeField = required("código")
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(COUPON_CODE, COUPON_CODE_MESSAGE));

const couponFields = {
  tipo: z.enum(COUPON_TYPES, { error: "Escolha o tipo: valor fixo ou percentagem" }),
  importe: z
    .number({ error: "Indique o valor do desconto: em euros (ex.: 5,00) ou em % inteiros" })
    .int("O valor tem de estar em cêntimos ou em % inteiros")
    .min(1, "O valor do desconto tem de ser superior a 0")
    .max(COUPON_AMOUNT_MAX_CENTS, "O desconto pode ser no máximo 10 000 €"),
  descricao: required("descrição").pipe(z.string().max(300, "A descrição pode ter no máximo 300 caracteres")),
  /** The description on the Spanish site's basket (empty: a neutral Spanish text from the amount). */
  descricaoEs: spanishText(300, "A descrição em espanhol pode ter no máximo 300 caracteres").optional(),
  /** The product type the basket must hold, or null for any basket. */
  tipoProduto: z.enum(COUPON_PRODUCT_TYPES, { error: "Escolha o tipo de produto" }).nullable(),
  inicio: shopDateTime("início"),
  fim: shopDateTime("fim"),
  /** Each customer may use it once. */
  umaVezPorCliente: z.boolean({ error: "Indique se cada cliente só o pode usar uma vez" }),
  /** How many orders may use it in total; null: no limit. */
  usosMaximos: z
    .number({ error: "Indique o número máximo de utilizações (um número inteiro)" })
    .int("O número máximo de utilizações tem de ser um número inteiro")
    .min(1, "O número máximo de utilizações tem de ser pelo menos 1")
    .max(COUPON_USES_MAX, `O número máximo de utilizações pode ser no máximo ${COUPON_USES_MAX}`)
    .nullable(),
};

type Partialish = {
  tipo?: string | undefined;
  importe?: number | undefined;
  inicio?: string | undefined;
  fim?: string | undefined;
};

function crossFields(v: Partialish, ctx: z.RefinementCtx) {
  if (v.tipo === "percentage" && v.importe !== undefined && v.importe > COUPON_PERCENT_MAX)
    ctx.addIssue({ code: "custom", path: ["importe"], message: "A percentagem pode ser no máximo 100 %" });
  if (v.inicio === undefined || v.fim === undefined) return;
  const start = parseShopDateTime(v.inicio);
  const end = parseShopDateTime(v.fim, END_OF_DAY);
  if (start && end && end.getTime() <= start.getTime())
    ctx.addIssue({ code: "custom", path: ["fim"], message: "O fim tem de ser depois do início" });
}

export const CouponCreateSchema = z.object({ codigo: couponCodeField, ...couponFields }).superRefine(crossFields);
export type CouponCreate = z.infer<typeof CouponCreateSchema>;

/** A change of any field but the code (orders and redemptions name it); `terminarAgora` ends its validity now. */
export const CouponUpdateSchema = z
  .object({
    ...Object.fromEntries(Object.entries(couponFields).map(([k, v]) => [k, v.optional()])),
    terminarAgora: z.boolean().optional(),
  } as { [K in keyof typeof couponFields]: z.ZodOptional<(typeof couponFields)[K]> } & {
    terminarAgora: z.ZodOptional<z.ZodBoolean>;
  })
  .superRefine(crossFields);
export type CouponUpdate = z.infer<typeof CouponUpdateSchema>;

export const OperatorCoupon = z.object({
  codigo: z.string(),
  tipo: z.enum(COUPON_TYPES),
  importe: z.number(),
  descricao: z.string(),
  descricaoEs: z.string().nullable(),
  tipoProduto: z.string().nullable(),
  inicio: z.string(),
  fim: z.string(),
  inicioIso: z.string(),
  fimIso: z.string(),
  umaVezPorCliente: z.boolean(),
  usosMaximos: z.number().nullable(),
  /** Orders that used it (expired or cancelled orders give their use back). */
  usos: z.number(),
  estado: z.enum(COUPON_STATES),
});
export type OperatorCoupon = z.infer<typeof OperatorCoupon>;
export const CouponsAnswer = z.object({ cupoes: z.array(OperatorCoupon) });
