/**
 * Back-office payloads for the catalogue and offers (one zod schema each), shared by the API and the forms, and the
 * answers the back-office pages read.
 */
import { z } from "zod";
import { required } from "../fields.ts";
import type { FieldLabel } from "../messages.ts";
import {
  DISCOUNT_MAX,
  DISCOUNT_MIN,
  END_OF_DAY,
  parseShopDateTime,
  PROMOTION_CATEGORIES,
  PROMOTION_PRODUCT_TYPES,
  PROMOTION_SEASONS,
} from "./offers.ts";

/** 10 000 € per tyre: anything above is a typing slip. */
export const PRICE_MAX_CENTS = 1_000_000;
export const STOCK_MAX = 100_000;

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `Indique ${label} (um número inteiro)` })
    .int(`${label[0]?.toUpperCase()}${label.slice(1)} tem de ser um número inteiro`)
    .min(min, `${label[0]?.toUpperCase()}${label.slice(1)} tem de ser pelo menos ${min}`)
    .max(max, `${label[0]?.toUpperCase()}${label.slice(1)} pode ser no máximo ${max}`);

// ───────────── products ─────────────

export const ProductUpdateSchema = z
  .object({
    precoCentimos: z
      .number({ error: "Indique o preço" })
      .int("O preço tem de estar em cêntimos (número inteiro)")
      .min(1, "O preço tem de ser superior a 0 €")
      .max(PRICE_MAX_CENTS, "O preço pode ser no máximo 10 000 €")
      .optional(),
    stock: wholeNumber("o stock", 0, STOCK_MAX).optional(),
  })
  .refine((v) => v.precoCentimos !== undefined || v.stock !== undefined, {
    path: ["precoCentimos"],
    message: "Indique o novo preço ou o novo stock",
  });
export type ProductUpdate = z.infer<typeof ProductUpdateSchema>;

export const PRODUCTS_PAGE_MAX = 50;

export const ProductSearchQuery = z.object({
  q: z.string().trim().max(80, "A pesquisa pode ter no máximo 80 caracteres").default(""),
  pagina: z.coerce.number().int().min(1).max(10_000).default(1),
  porPagina: z.coerce.number().int().min(1).max(PRODUCTS_PAGE_MAX).default(20),
});

export const OperatorProduct = z.object({
  id: z.string(),
  marca: z.string(),
  marcaSlug: z.string(),
  modelo: z.string(),
  modeloSlug: z.string(),
  medida: z.string(),
  indiceCarga: z.number(),
  codigoVelocidade: z.string(),
  tipoVeiculo: z.string(),
  precoCentimos: z.number(),
  ecotaxaCentimos: z.number(),
  stock: z.number(),
});
export type OperatorProduct = z.infer<typeof OperatorProduct>;
export const ProductsAnswer = z.object({
  produtos: z.array(OperatorProduct),
  total: z.number(),
  pagina: z.number(),
  porPagina: z.number(),
});

// ───────────── promotions ─────────────

const optionalCount = (label: string, max: number) => wholeNumber(label, 1, max).nullable();

/**
 * A text for the Spanish site (issue 13): optional, trimmed; empty is null (the site then shows a neutral Spanish text,
 * see src/server/offers/localised.ts). Shared with the coupons' and the maintenance notice's schemas.
 */
export const spanishText = (max: number, message: string) =>
  z
    .string({ error: "Escreva o texto em espanhol (ou deixe o campo vazio)" })
    .trim()
    .max(max, message)
    .nullable()
    .transform((v) => v || null);
const shopDateTime = (label: FieldLabel) =>
  required(label).refine((v) => parseShopDateTime(v) !== null, "Use o formato DD/MM/AAAA HH:MM");

const promotionFields = {
  titulo: required("título").pipe(z.string().max(120, "O título pode ter no máximo 120 caracteres")),
  descricao: required("descrição").pipe(z.string().max(600, "A descrição pode ter no máximo 600 caracteres")),
  /** Title and description on the Spanish site; both or neither (see spanishPair). */
  tituloEs: spanishText(120, "O título em espanhol pode ter no máximo 120 caracteres").optional(),
  descricaoEs: spanishText(600, "A descrição em espanhol pode ter no máximo 600 caracteres").optional(),
  desconto: z
    .number({ error: "Indique o desconto em %" })
    .int("O desconto tem de ser um número inteiro")
    .min(DISCOUNT_MIN, `O desconto tem de estar entre ${DISCOUNT_MIN} e ${DISCOUNT_MAX} %`)
    .max(DISCOUNT_MAX, `O desconto tem de estar entre ${DISCOUNT_MIN} e ${DISCOUNT_MAX} %`),
  /** A brand's slug, or null for every brand. */
  marca: z.string().trim().max(60).nullable(),
  tipoProduto: z.enum(PROMOTION_PRODUCT_TYPES, { error: "Escolha o tipo de produto" }),
  categoria: z.enum(PROMOTION_CATEGORIES, { error: "Escolha a categoria: carro, mota ou camião" }),
  /** The seasons covered; empty: every season. */
  estacoes: z.array(z.enum(PROMOTION_SEASONS, { error: "Estação desconhecida" })).max(3),
  quantidadeMinima: optionalCount("a quantidade mínima", 20),
  unidadesTotal: optionalCount("o total de unidades", 1_000_000),
  limitePorCliente: optionalCount("o limite por cliente", 100),
  inicio: shopDateTime("início"),
  fim: shopDateTime("fim"),
};

function endsAfterStarts(v: { inicio?: string | undefined; fim?: string | undefined }, ctx: z.RefinementCtx) {
  if (v.inicio === undefined || v.fim === undefined) return;
  const start = parseShopDateTime(v.inicio);
  const end = parseShopDateTime(v.fim, END_OF_DAY);
  if (start && end && end.getTime() <= start.getTime())
    ctx.addIssue({ code: "custom", path: ["fim"], message: "O fim tem de ser depois do início" });
}

type SpanishPair = { tituloEs?: string | null | undefined; descricaoEs?: string | null | undefined };

/**
 * The Spanish site shows the Spanish title with the Spanish description: one without the other is refused, at the
 * missing field (pt-PT, staff copy). A new promotion is checked by its schema; a change by the server on the merged
 * row (src/server/operator/promotions.ts), as a change may name one of the two and keep the stored other.
 */
export function spanishPairErrors(v: SpanishPair): Record<string, string> {
  const errors: Record<string, string> = {};
  if (v.tituloEs && !v.descricaoEs) errors.descricaoEs = "Indique também a descrição em espanhol";
  if (v.descricaoEs && !v.tituloEs) errors.tituloEs = "Indique também o título em espanhol";
  return errors;
}

function spanishPair(v: SpanishPair, ctx: z.RefinementCtx) {
  for (const [field, message] of Object.entries(spanishPairErrors(v)))
    ctx.addIssue({ code: "custom", path: [field], message });
}

export const PromotionCreateSchema = z.object(promotionFields).superRefine(endsAfterStarts).superRefine(spanishPair);
export type PromotionCreate = z.infer<typeof PromotionCreateSchema>;

/** A change of any of the fields; `terminarAgora` ends the promotion at this moment (it leaves the site at once). */
export const PromotionUpdateSchema = z
  .object({
    ...Object.fromEntries(Object.entries(promotionFields).map(([k, v]) => [k, v.optional()])),
    terminarAgora: z.boolean().optional(),
  } as { [K in keyof typeof promotionFields]: z.ZodOptional<(typeof promotionFields)[K]> } & {
    terminarAgora: z.ZodOptional<z.ZodBoolean>;
  })
  // The Spanish pair is checked on the merged row (spanishPairErrors).
  .superRefine(endsAfterStarts);
export type PromotionUpdate = z.infer<typeof PromotionUpdateSchema>;

export const OperatorPromotion = z.object({
  id: z.number(),
  slug: z.string(),
  titulo: z.string(),
  descricao: z.string(),
  tituloEs: z.string().nullable(),
  descricaoEs: z.string().nullable(),
  desconto: z.number(),
  marca: z.string().nullable(),
  tipoProduto: z.string(),
  categoria: z.string(),
  estacoes: z.array(z.string()),
  quantidadeMinima: z.number().nullable(),
  unidadesTotal: z.number().nullable(),
  unidadesVendidas: z.number(),
  limitePorCliente: z.number().nullable(),
  inicio: z.string(),
  fim: z.string(),
  inicioIso: z.string(),
  fimIso: z.string(),
  estado: z.enum(["agendada", "a-decorrer", "esgotada", "terminada"]),
});
export type OperatorPromotion = z.infer<typeof OperatorPromotion>;
export const PromotionsAnswer = z.object({
  promocoes: z.array(OperatorPromotion),
  marcas: z.array(z.object({ slug: z.string(), nome: z.string() })),
});

// ───────────── site ─────────────

export const MAINTENANCE_MESSAGE_MAX = 300;

export const SiteUpdateSchema = z
  .object({
    manutencao: z
      .object({
        ativo: z.boolean({ error: "Indique se o aviso está ligado" }),
        inicio: shopDateTime("início"),
        fim: shopDateTime("fim"),
        mensagem: z
          .string()
          .trim()
          .max(MAINTENANCE_MESSAGE_MAX, `A mensagem pode ter no máximo ${MAINTENANCE_MESSAGE_MAX} caracteres`)
          .nullable(),
        /** The notice on the Spanish site (empty: its standard notice). Optional so older callers keep working. */
        mensagemEs: spanishText(
          MAINTENANCE_MESSAGE_MAX,
          `A mensagem em espanhol pode ter no máximo ${MAINTENANCE_MESSAGE_MAX} caracteres`,
        ).optional(),
      })
      .superRefine(endsAfterStarts)
      .optional(),
    pedirDadosSeletor: z.boolean().optional(),
  })
  .refine((v) => v.manutencao !== undefined || v.pedirDadosSeletor !== undefined, {
    path: ["manutencao"],
    message: "Indique o que quer alterar",
  });
export type SiteUpdate = z.infer<typeof SiteUpdateSchema>;

export const OperatorSite = z.object({
  manutencao: z
    .object({
      id: z.number(),
      ativo: z.boolean(),
      inicio: z.string(),
      fim: z.string(),
      mensagem: z.string().nullable(),
      mensagemEs: z.string().nullable(),
      /** Whether the notice shows on the site now (on, and now + 2 h within start and end). */
      visivelAgora: z.boolean(),
    })
    .nullable(),
  pedirDadosSeletor: z.boolean(),
});
export type OperatorSite = z.infer<typeof OperatorSite>;
