/**
 * Payment gateway protocol (Redsys-style): the shop sends the customer to the gateway with base64 JSON parameters
 * and an HMAC-SHA256 signature (key derived per order from PAYMENT_SECRET); the gateway answers with a signed
 * server-to-server notification and sends the customer back to the OK or KO page. The built-in simulator
 * (simulator.ts) speaks exactly this protocol; PAYMENT_GATEWAY_URL points the redirect at another gateway.
 */
import type { Lang } from "#src/shared/i18n/lang.ts";
import { localPath } from "#src/shared/i18n/paths.ts";
import { msg } from "#src/shared/i18n/i18n.ts";
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { GATEWAY_METHOD_CODES, type PaymentMethod } from "#src/shared/basket/checkout.ts";
import { InvalidInputError } from "../errors.ts";

export const SIGNATURE_VERSION = "HMAC_SHA256_V1";
export const SIMULATOR_PATH = "/pasarela/pagar";
/** The simulator's "ATM", where a Multibanco reference is paid (demo mode only). */
export const SIMULATOR_ATM_PATH = "/pasarela/multibanco";
/** The simulator's Multibanco entity (a real gateway answers with its own). */
export const MULTIBANCO_ENTITY = "21312";

export const MerchantParamsSchema = z.object({
  Ds_Merchant_Order: z.string().min(4).max(20),
  Ds_Merchant_Amount: z.string().regex(/^\d+$/),
  Ds_Merchant_Currency: z.literal("978"),
  Ds_Merchant_PayMethods: z.enum(["C", "z", "w", "m"]),
  Ds_Merchant_MerchantCode: z.string(),
  Ds_Merchant_Terminal: z.string(),
  Ds_Merchant_MerchantURL: z.string(),
  Ds_Merchant_UrlOK: z.string(),
  Ds_Merchant_UrlKO: z.string(),
  Ds_Merchant_ProductDescription: z.string().max(125),
});
export type MerchantParams = z.infer<typeof MerchantParamsSchema>;

export const NotificationParamsSchema = z.object({
  Ds_Order: z.string().min(4).max(20),
  Ds_Amount: z.string().regex(/^\d+$/),
  Ds_Currency: z.literal("978"),
  Ds_Response: z.string().regex(/^\d{1,4}$/),
  Ds_AuthorisationCode: z.string().max(12),
  Ds_NotificationId: z.string().min(8).max(64),
  Ds_PayMethod: z.enum(["C", "z", "w", "m"]),
  Ds_Date: z.string(),
  /** Multibanco: the reference the customer pays at an ATM or in home banking, and until when it is valid. */
  Ds_MB_Entity: z
    .string()
    .regex(/^\d{5}$/)
    .optional(),
  Ds_MB_Reference: z
    .string()
    .regex(/^\d{9}$/)
    .optional(),
  Ds_MB_Expiry: z.string().datetime().optional(),
});
export type NotificationParams = z.infer<typeof NotificationParamsSchema>;

export const SignedSchema = z.object({
  Ds_SignatureVersion: z.literal(SIGNATURE_VERSION, { error: msg("api.paymentUnknownSignatureVersion") }),
  Ds_MerchantParameters: z.string().min(8).max(4000),
  Ds_Signature: z.string().min(16).max(200),
});
export type Signed = z.infer<typeof SignedSchema>;

const orderKey = (secret: string, order: string) => createHmac("sha256", secret).update(`order:${order}`).digest();

export function encode(params: object): string {
  return Buffer.from(JSON.stringify(params), "utf8").toString("base64url");
}

export function sign(secret: string, order: string, encoded: string): string {
  return createHmac("sha256", orderKey(secret, order)).update(encoded).digest("base64url");
}

export function signed(secret: string, order: string, params: object): Signed {
  const Ds_MerchantParameters = encode(params);
  return {
    Ds_SignatureVersion: SIGNATURE_VERSION,
    Ds_MerchantParameters,
    Ds_Signature: sign(secret, order, Ds_MerchantParameters),
  };
}

/** Decodes and checks a signed message; a bad signature, bad encoding or bad fields are refused. */
export function verify<T extends z.ZodType>(
  secret: string,
  message: Signed,
  schema: T,
  orderField: string,
): z.infer<T> {
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(Buffer.from(message.Ds_MerchantParameters, "base64url").toString("utf8"));
  } catch {
    throw new InvalidInputError("BAD_SIGNATURE", msg("api.paymentBadMessage"));
  }
  const order = String(raw[orderField] ?? "");
  const expected = Buffer.from(sign(secret, order, message.Ds_MerchantParameters));
  const given = Buffer.from(message.Ds_Signature);
  if (!order || expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new InvalidInputError("BAD_SIGNATURE", msg("api.paymentBadSignature"));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new InvalidInputError("BAD_SIGNATURE", msg("api.paymentBadMessage"));
  return parsed.data;
}

export function redirectFor(
  env: { PAYMENT_SECRET: string; PAYMENT_GATEWAY_URL?: string | undefined; PUBLIC_URL: string },
  order: { number: string; dueNowCents: number; method: PaymentMethod; description: string; lang?: Lang },
) {
  // Back from the bank to the order's own site (the Spanish checkout is /cesta/…).
  const back = (path: string) => localPath(order.lang ?? "pt", path);
  const params: MerchantParams = {
    Ds_Merchant_Order: order.number,
    Ds_Merchant_Amount: String(order.dueNowCents),
    Ds_Merchant_Currency: "978",
    Ds_Merchant_PayMethods: GATEWAY_METHOD_CODES[order.method],
    Ds_Merchant_MerchantCode: "999008881",
    Ds_Merchant_Terminal: "1",
    Ds_Merchant_MerchantURL: `${env.PUBLIC_URL}/api/rodacerta/pt/pagos/notificacion`,
    Ds_Merchant_UrlOK: back(`/carrinho/a-sua-reserva?pedido=${order.number}`),
    Ds_Merchant_UrlKO: back(`/carrinho/pagamento?pedido=${order.number}&recusado=1`),
    Ds_Merchant_ProductDescription: order.description.slice(0, 125),
  };
  const url = env.PAYMENT_GATEWAY_URL ?? SIMULATOR_PATH;
  return { url, fields: signed(env.PAYMENT_SECRET, order.number, params) };
}

// ───────────────────────────── Refunds ─────────────────────────────
export const SIMULATOR_REFUND_PATH = "/pasarela/reembolso";
/** Redsys answers 0400 for an accepted refund (transaction type 3). */
export const REFUND_OK = "0400";

export const RefundParamsSchema = z.object({
  Ds_Merchant_Order: z.string().min(4).max(20),
  Ds_Merchant_Amount: z.string().regex(/^\d+$/),
  Ds_Merchant_Currency: z.literal("978"),
  Ds_Merchant_TransactionType: z.literal("3"),
  Ds_Merchant_AuthorisationCode: z.string().max(12),
  Ds_Merchant_Reference: z.string().min(8).max(64),
});
export type RefundParams = z.infer<typeof RefundParamsSchema>;

export const RefundAnswerSchema = z.object({
  Ds_Order: z.string().min(4).max(20),
  Ds_Amount: z.string().regex(/^\d+$/),
  Ds_Response: z.string().regex(/^\d{1,4}$/),
  Ds_RefundId: z.string().max(64),
});

export type RefundRequest = { order: string; amountCents: number; authorisationCode: string; reference: string };
export type RefundResult = { ok: boolean; code: string; reference: string | null };

/** The gateway interface the shop uses after the customer's redirect: refunds (signed both ways). */
export type PaymentGateway = { refund: (r: RefundRequest) => Promise<RefundResult> };

type Post = (url: string, body: Signed) => Promise<{ status: number; json: () => unknown }>;

/**
 * Refunds go to PAYMENT_REFUND_URL, or to `reembolso` beside the payment page (the simulator's
 * /pasarela/reembolso in demo mode). `post` sends the signed request (fetch, or Fastify's inject for the in-process
 * simulator); the answer is checked with the same key.
 */
export function createGateway(
  env: { PAYMENT_SECRET: string; PAYMENT_GATEWAY_URL?: string | undefined; PAYMENT_REFUND_URL?: string | undefined },
  post: Post,
): PaymentGateway {
  const url =
    env.PAYMENT_REFUND_URL ??
    (env.PAYMENT_GATEWAY_URL ? new URL("reembolso", env.PAYMENT_GATEWAY_URL).toString() : SIMULATOR_REFUND_PATH);
  return {
    async refund(r) {
      const params: RefundParams = {
        Ds_Merchant_Order: r.order,
        Ds_Merchant_Amount: String(r.amountCents),
        Ds_Merchant_Currency: "978",
        Ds_Merchant_TransactionType: "3",
        Ds_Merchant_AuthorisationCode: r.authorisationCode,
        Ds_Merchant_Reference: r.reference,
      };
      const res = await post(url, signed(env.PAYMENT_SECRET, r.order, params));
      if (res.status >= 300) return { ok: false, code: `HTTP${res.status}`, reference: null };
      const answer = verify(env.PAYMENT_SECRET, SignedSchema.parse(res.json()), RefundAnswerSchema, "Ds_Order");
      if (answer.Ds_Order !== r.order || Number(answer.Ds_Amount) !== r.amountCents)
        return { ok: false, code: "MISMATCH", reference: null };
      return { ok: answer.Ds_Response === REFUND_OK, code: answer.Ds_Response, reference: answer.Ds_RefundId || null };
    },
  };
}

export async function fetchPost(url: string, body: Signed) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  return { status: res.status, json: () => JSON.parse(text) as unknown };
}

/** A Multibanco reference to pay at the simulator's ATM, signed by the shop (demo mode). */
export const AtmParamsSchema = z.object({
  Ds_Order: z.string().min(4).max(20),
  Ds_Amount: z.string().regex(/^\d+$/),
  Ds_MB_Entity: z.string().regex(/^\d{5}$/),
  Ds_MB_Reference: z.string().regex(/^\d{9}$/),
});

export function atmLink(
  secret: string,
  r: { order: string; amountCents: number; entity: string; reference: string },
): string {
  const f = signed(secret, r.order, {
    Ds_Order: r.order,
    Ds_Amount: String(r.amountCents),
    Ds_MB_Entity: r.entity,
    Ds_MB_Reference: r.reference,
  });
  return `${SIMULATOR_ATM_PATH}?${new URLSearchParams(f).toString()}`;
}
