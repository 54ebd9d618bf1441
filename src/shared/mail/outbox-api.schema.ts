/**
 * GET /outbox (demo mode without SMTP_URL only): the e-mails the site would have sent, newest first, as the tests
 * and the demo read them (docs/decisions/020-api-contract.md).
 */
import { z } from "zod";

export const OutboxAnswer = z.array(
  z.object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    /** ISO 8601. */
    sentAt: z.string(),
    /** The attachments' file names. */
    attachments: z.array(z.string()),
    /** The calendar file (text/calendar) attached, if any. */
    calendar: z.string().nullable(),
  }),
);
