/** Payloads of the basket, checkout and order calls: one zod schema each, used by the server and by the forms. */
import { z } from "zod";
import { parseDayMonthYear } from "../dates.ts";
import { type FieldLabel, msg, requiredMessage, tooLongMessage, tooShortMessage } from "../messages.ts";
import { isValidPostcode, provinceForPostcode } from "../postcodes.ts";
import { isValidCif, isValidCompanyTaxId, isValidTaxId } from "../tax-ids.ts";
import { PAYMENT_METHODS, PAYMENT_TYPES } from "./checkout.ts";
import { COUPON_MESSAGES } from "./basket.ts";
import { NIF_REQUIRED_MESSAGE, nifRequired } from "./billing-nif.ts";

const cestaID = z.string({ error: msg("validation.basketInvalid") }).uuid(msg("validation.basketInvalid"));
const productId = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[\w-]+$/, msg("validation.productInvalid"));
const quantity = z.coerce
  .number({ error: msg("validation.quantityRequired") })
  .int(msg("validation.quantityInteger"))
  .min(1, msg("validation.quantityMin"))
  .max(8, msg("validation.quantityMaxPerProduct"));

/** POST /cesta-product/{id} {cupones, userInfo, cantidad}: the price is never taken from the client. */
export const AddProductSchema = z.object({
  cantidad: quantity.default(1),
  cestaID: cestaID.optional(),
  cupones: z.array(z.string().max(30)).max(3).optional(),
  userInfo: z
    .object({ email: z.string().max(120).optional() })
    .partial()
    .optional(),
  /** "Continuar sem a promoção": the customer takes the product at its normal price when a promotion limit is reached. */
  sinPromocion: z.boolean().optional(),
  /** The car the product is for (an air-conditioning pack is chosen by it): kept as the basket's plate. */
  matricula: z.string().trim().max(12).optional(),
});

/** POST /cesta/update {cestaState, userInfo}: quantities and choices only; unknown fields (prices) are dropped. */
export const UpdateBasketSchema = z.object({
  cestaState: z.object({
    cestaID,
    products: z
      .array(
        z.object({
          id_navision: productId,
          cantidad: z.coerce.number().int().min(0).max(8, msg("validation.quantityMaxPerProduct")),
        }),
      )
      .max(10)
      .optional(),
    services: z
      .array(z.object({ id_navision: productId, selected: z.boolean() }))
      .max(12)
      .optional(),
    generaFactura: z.boolean().optional(),
    codigoPostalIntroducido: z.string().trim().max(10).optional(),
    selectedTaller: z
      .object({ codTienda: z.string().regex(/^\d{3,8}$/, msg("validation.workshopInvalid")) })
      .nullable()
      .optional(),
    paymentType: z.enum(PAYMENT_TYPES, { error: msg("validation.paymentTypeChoose") }).optional(),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: msg("validation.paymentMethodChoose") }).optional(),
    matricula: z.string().trim().max(12).optional(),
    step: z.coerce.number().int().min(0).max(8).optional(),
    /** Lines the customer takes without their promotion ("Continuar sem a promoção" when a limit is reached). */
    sinPromocion: z.array(productId).max(10).optional(),
  }),
  userInfo: z
    .object({ email: z.string().max(120).optional() })
    .partial()
    .optional(),
});
export type UpdateBasketPayload = z.infer<typeof UpdateBasketSchema>;

export const CouponSchema = z.object({
  codigo: z
    .string({ error: COUPON_MESSAGES.EMPTY })
    .trim()
    .min(1, COUPON_MESSAGES.EMPTY)
    .max(30, COUPON_MESSAGES.NOT_FOUND),
});

/** POST /consult-dates {selectedProducts, codTienda, numDays default 25, userInfo, services}. */
export const ConsultDatesSchema = z.object({
  cestaID,
  codTienda: z.string().regex(/^\d{3,8}$/, msg("validation.workshopInvalid")),
  numDays: z.coerce.number().int().min(1).max(25).default(25),
  selectedProducts: z.array(productId).max(10).optional(),
  services: z.array(productId).max(12).optional(),
  userInfo: z
    .object({ email: z.string().max(120).optional() })
    .partial()
    .optional(),
});

/** POST /consult-times {codTienda, date, products, email}. */
export const ConsultTimesSchema = z.object({
  cestaID,
  codTienda: z.string().regex(/^\d{3,8}$/, msg("validation.workshopInvalid")),
  date: z
    .string({ error: msg("validation.dayChoose") })
    .refine((v) => parseDayMonthYear(v) !== null, msg("validation.dateFormat")),
  products: z.array(productId).max(10).optional(),
  email: z.string().max(120).optional(),
});

/** POST /unavailable-products {unavailableProducts, userInfo}. */
export const UnavailableProductsSchema = z.object({
  unavailableProducts: z.array(productId).min(1, msg("validation.productsRequired")).max(20),
  codTienda: z
    .string()
    .regex(/^\d{3,8}$/)
    .optional(),
  userInfo: z
    .object({ email: z.string().max(120).optional() })
    .partial()
    .optional(),
});

const text = (label: FieldLabel, min = 2, max = 120) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, { error: requiredMessage(label), abort: true })
    .min(min, tooShortMessage(label))
    .max(max, tooLongMessage(label));

export const CIF_NEEDS_COMPANY_MESSAGE = msg("validation.cifNeedsCompany");

/** Billing data (spec section 5 "Billing"). */
export const BillingSchema = z
  .object({
    nombre: text("nome ou empresa", 2, 100),
    apellidos: z.string().trim().max(100).default(""),
    empresa: z.boolean().default(false),
    /** Optional for a private customer below 1 000 € (see billing-nif.ts); the amount is checked where it is known. */
    nif: z
      .string()
      .trim()
      .max(20, msg("validation.companyTaxIdInvalid"))
      .default("")
      .refine((v) => v === "" || isValidCompanyTaxId(v), msg("validation.companyTaxIdInvalid")),
    /** "Quero fatura com NIF": the customer wants the NIF on the invoice. */
    faturaNif: z.boolean().default(false),
    /** "Guardar estes dados": remember address and NIF for the next order. */
    guardar: z.boolean().default(true),
    calle: text("morada", 4, 120),
    numero: z
      .string({ error: requiredMessage("número") })
      .trim()
      .min(1, { error: requiredMessage("número"), abort: true })
      .regex(/^(\d{1,5}[A-Za-z]?|s\/n)$/i, msg("validation.doorNumberInvalid")),
    poblacion: text("localidade", 2, 80),
    codigo_postal: z
      .string({ error: requiredMessage("código postal") })
      .trim()
      .min(1, { error: requiredMessage("código postal"), abort: true })
      .refine(isValidPostcode, msg("validation.postcodeInvalid")),
    provincia: z
      .string({ error: requiredMessage("distrito") })
      .trim()
      .min(1, requiredMessage("distrito"))
      .max(60),
  })
  .superRefine((b, ctx) => {
    if (!b.nif && (b.faturaNif || b.empresa))
      ctx.addIssue({ code: "custom", path: ["nif"], message: NIF_REQUIRED_MESSAGE });
    // A Spanish CIF belongs to a company: it bills only as one (a person gives their NIF, DNI or NIE).
    if (b.nif && !b.empresa && !isValidTaxId(b.nif) && isValidCif(b.nif))
      ctx.addIssue({ code: "custom", path: ["nif"], message: CIF_NEEDS_COMPANY_MESSAGE });
    // A person needs a surname; a company does not.
    if (!b.empresa) {
      if (!b.apellidos) ctx.addIssue({ code: "custom", path: ["apellidos"], message: requiredMessage("apelidos") });
      else if (b.apellidos.length < 2)
        ctx.addIssue({ code: "custom", path: ["apellidos"], message: tooShortMessage("apelidos") });
    }
    const expected = isValidPostcode(b.codigo_postal) ? provinceForPostcode(b.codigo_postal) : null;
    if (expected && b.provincia && expected.localeCompare(b.provincia, "pt", { sensitivity: "base" }) !== 0)
      ctx.addIssue({
        code: "custom",
        path: ["provincia"],
        message: msg("validation.postcodeProvince", { postcode: b.codigo_postal, province: expected }),
      });
  });
export type Billing = z.infer<typeof BillingSchema>;

/** The same schema with the rule that needs the order total (the server's figure, shown in the form). */
export function billingSchemaFor(totalCents: number) {
  return BillingSchema.superRefine((b, ctx) => {
    if (!b.nif && nifRequired({ totalCents, faturaNif: b.faturaNif, empresa: b.empresa }))
      ctx.addIssue({ code: "custom", path: ["nif"], message: NIF_REQUIRED_MESSAGE });
  });
}

/** POST /pedidos {cestaState, userInfo}: the order is created from the stored basket; the key makes retries safe. */
export const CreateOrderSchema = z.object({
  cestaState: z.object({
    cestaID,
    paymentType: z.enum(PAYMENT_TYPES, { error: msg("validation.paymentTypeChoose") }),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: msg("validation.paymentMethodChoose") }).optional(),
  }),
  billing: BillingSchema,
  idempotencyKey: z
    .string({ error: msg("validation.orderInvalid") })
    .min(16, msg("validation.orderInvalid"))
    .max(80, msg("validation.orderInvalid"))
    .regex(/^[\w-]+$/, msg("validation.orderInvalid")),
});
export type CreateOrderPayload = z.infer<typeof CreateOrderSchema>;

/** PATCH /pedidos {data, selectedDate}: change how a pending order is paid (e.g. after a declined card). */
export const UpdateOrderSchema = z.object({
  data: z.object({
    orderNumber: z.string().max(30),
    paymentType: z.enum(PAYMENT_TYPES).optional(),
    paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  }),
  selectedDate: z.object({ date: z.string(), time: z.string() }).optional(),
});
