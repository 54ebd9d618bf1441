/** POST /callback {telefono, origen, device, userAgent, taller, token} (spec section 7). */
import { z } from "zod";
import { phoneField } from "../fields.ts";
import { userAgentField } from "../user-agent.ts";

export const CallbackSchema = z.object({
  telefono: phoneField,
  origen: z.string().max(60).optional(),
  device: z.enum(["mobile", "tablet", "desktop"]).optional(),
  /** The browser's user agent, stored with the request (attribution), cut to 400 characters. */
  userAgent: userAgentField,
  taller: z.string().max(20).optional(),
  token: z.string().max(200).optional(),
});
export type CallbackPayload = z.infer<typeof CallbackSchema>;
