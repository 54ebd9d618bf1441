/**
 * What the contact endpoints answer (beside contact.schema.ts and callback.schema.ts), declared on their routes.
 * Every `message` leaves in the path's language (src/server/i18n.ts).
 */
import { z } from "zod";

/** A notice for the customer, nothing else (newsletter sent or left, tyre or motorbike availability alert). */
export const NoticeAnswer = z.object({ message: z.string() });

/** POST /leads (201). */
export const LeadAnswer = z.object({ id_site_lead: z.number().int() });

/** GET /newsletter/confirm/:token: the confirmed address. */
export const NewsletterConfirmedAnswer = z.object({ message: z.string(), email: z.string() });

/** POST /contacto and POST /callback (201): the request's number and the thanks. */
export const RequestReceivedAnswer = z.object({ id: z.number().int(), message: z.string() });
