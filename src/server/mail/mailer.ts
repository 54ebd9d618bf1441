/**
 * Outgoing e-mail. With SMTP_URL, nodemailer sends over SMTP; without it, messages are kept in a local outbox
 * (newest first) that GET /outbox shows, so the whole site works on a laptop with no mail server.
 */
import nodemailer from "nodemailer";

export type MailAttachment = { filename: string; content: string; contentType: string };
export type Mail = { to: string; subject: string; text: string; html?: string; attachments?: MailAttachment[] };
export type SentMail = Mail & { id: string; sentAt: string };

export type Mailer = { send: (mail: Mail) => Promise<void>; outbox: SentMail[] | null };

export function createMailer(
  env: { SMTP_URL?: string | undefined; MAIL_FROM: string },
  log: { error: (o: object, m: string) => void } = console,
): Mailer {
  if (!env.SMTP_URL) {
    const outbox: SentMail[] = [];
    return {
      outbox,
      send: async (mail) => {
        outbox.unshift({ ...mail, id: crypto.randomUUID(), sentAt: new Date().toISOString() });
        if (outbox.length > 200) outbox.length = 200;
      },
    };
  }
  const transport = nodemailer.createTransport(env.SMTP_URL);
  return {
    outbox: null,
    send: async (mail) => {
      try {
        await transport.sendMail({ from: env.MAIL_FROM, ...mail });
      } catch (error) {
        // A mail failure never loses the booking or order that triggered it; it is logged for follow-up.
        log.error(
          { code: (error as { code?: string }).code ?? (error as Error).name, subject: mail.subject },
          "e-mail não enviado",
        );
      }
    },
  };
}
