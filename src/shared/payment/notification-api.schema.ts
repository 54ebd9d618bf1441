/**
 * POST /pagos/notificacion: the answer to the gateway's signed server-to-server notification (spec section 8). The
 * gateway only needs the 200; the fields say what became of the notification (docs/decisions/020-api-contract.md).
 */
import { z } from "zod";

/** What an approval did to its order: applied, declined, repeated or no longer owed (the last two are refunded). */
export const PAYMENT_OUTCOMES = ["applied", "declined", "duplicate", "not_owed"] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export const PaymentNotificationAnswer = z.object({
  recibido: z.literal(true),
  /** False: stored, applied later by the retry timer (`resultado` is then absent). */
  procesado: z.boolean(),
  duplicado: z.boolean(),
  aprobado: z.boolean(),
  resultado: z.enum(PAYMENT_OUTCOMES).nullable().optional(),
});
