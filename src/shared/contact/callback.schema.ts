/** POST /callback {telefono, origen, device, userAgent, taller, token} (spec section 7). */
import { z } from "zod";
import { phoneField } from "../fields.ts";

export const CallbackSchema = z.object({
  telefono: phoneField,
  origen: z.string().max(60).optional(),
  device: z.enum(["mobile", "tablet", "desktop"]).optional(),
  userAgent: z.string().max(400).optional(),
  taller: z.string().max(20).optional(),
  token: z.string().max(200).optional(),
});
export type CallbackPayload = z.infer<typeof CallbackSchema>;
