/**
 * The short plain-text e-mails about the account and requests: password reset, newsletter confirmation, contact
 * request received, professional application (received, approved, refused) and a fleet's bookings. Each is written
 * in the language it is given: the site the request came from, or the account's stored language for a staff decision.
 */
import type { CONTACT_REASONS } from "#src/shared/contact/reasons.ts";
import { type MessageKey, t } from "#src/shared/i18n/i18n.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { helloText } from "./html.ts";
import type { Mail } from "./mailer.ts";

/** Greeting, body paragraphs and the signature, as every short e-mail is laid out. */
function plain(name: string | null, lang: Lang, ...paragraphs: string[]): string {
  return [helloText(name, lang), ...paragraphs, "RodaCerta"].join("\n\n");
}

export function passwordResetMail(m: { to: string; name: string; link: string; lang: Lang }): Mail {
  return {
    to: m.to,
    subject: t(m.lang, "mail.resetSubject"),
    text: plain(m.name, m.lang, t(m.lang, "mail.resetBody", { link: m.link })),
  };
}

export function newsletterConfirmMail(m: { to: string; confirmLink: string; cancelLink: string; lang: Lang }): Mail {
  return {
    to: m.to,
    subject: t(m.lang, "mail.newsletterSubject"),
    text: plain(
      null,
      m.lang,
      t(m.lang, "mail.newsletterBody", { confirmLink: m.confirmLink, cancelLink: m.cancelLink }),
    ),
  };
}

const REASON_KEYS: Record<keyof typeof CONTACT_REASONS, MessageKey> = {
  web_orders: "contact.contactReasonOrders",
  customer_service: "contact.contactReasonSupport",
  quote: "contact.contactReasonQuote",
  workshop_appointment: "contact.contactReasonWorkshop",
};

export function contactReceivedMail(m: {
  to: string;
  name: string;
  reason: keyof typeof CONTACT_REASONS;
  comment: string;
  lang: Lang;
}): Mail {
  return {
    to: m.to,
    subject: t(m.lang, "mail.contactSubject", { reason: t(m.lang, REASON_KEYS[m.reason]) }),
    text: plain(m.name, m.lang, t(m.lang, "mail.contactBody"), `«${m.comment}»`),
  };
}

export function professionalApplicationMail(m: {
  to: string;
  contact: string;
  company: string;
  nif: string;
  lang: Lang;
}): Mail {
  return {
    to: m.to,
    subject: t(m.lang, "mail.proApplicationSubject"),
    text: plain(m.contact, m.lang, t(m.lang, "mail.proApplicationBody", { company: m.company, nif: m.nif })),
  };
}

export function professionalApprovedMail(m: {
  to: string;
  contact: string;
  company: string;
  nif: string;
  /** The fleet page. */
  link: string;
  creditDays: number | null;
  note: string | null;
  lang: Lang;
}): Mail {
  const body = t(m.lang, "mail.proApprovedBody", {
    company: m.company,
    nif: m.nif,
    link: m.link,
    days: String(m.creditDays),
  });
  return {
    to: m.to,
    subject: t(m.lang, "mail.proApprovedSubject"),
    text: plain(m.contact, m.lang, body, ...(m.note ? [m.note] : [])),
  };
}

export function professionalRefusedMail(m: {
  to: string;
  contact: string;
  company: string;
  reason: string;
  lang: Lang;
}): Mail {
  return {
    to: m.to,
    subject: t(m.lang, "mail.proRefusedSubject"),
    text: plain(m.contact, m.lang, t(m.lang, "mail.proRefusedBody", { company: m.company, reason: m.reason })),
  };
}

export function fleetBookedMail(m: {
  to: string;
  name: string;
  company: string;
  workshop: { alias: string; address: string; town: string };
  date: string;
  booked: ReadonlyArray<{ time: string; plate: string }>;
  lang: Lang;
}): Mail {
  const w = m.workshop;
  return {
    to: m.to,
    subject: t(m.lang, "mail.fleetSubject", { count: m.booked.length, date: m.date }),
    text: [
      helloText(m.name, m.lang),
      "",
      t(m.lang, "mail.fleetIntro", {
        company: m.company,
        workshop: w.alias,
        address: w.address,
        town: w.town,
        date: m.date,
      }),
      ...m.booked.map((b) => `- ${b.time} · ${b.plate}`),
      "",
      t(m.lang, "mail.fleetOutro"),
      "",
      "RodaCerta",
    ].join("\n"),
  };
}
