/**
 * The booking e-mails (booked, changed, cancelled): plain text and a simple HTML part saying the same, and the
 * calendar file that adds, updates or removes the event (ics.ts: one UID per appointment, rising SEQUENCE).
 */
import { t } from "#src/shared/i18n/i18n.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { parseCarPlate } from "#src/shared/plates.ts";
import {
  buttonHtml,
  escapeHtml,
  factsTableHtml,
  helloHtml,
  helloText,
  mailDocument,
  messageHtml,
} from "../mail/html.ts";
import type { Mail } from "../mail/mailer.ts";
import { appointmentIcs, type IcsMethod } from "./ics.ts";

export type BookingMailKind = "nova" | "alterada" | "cancelada";

export type BookingMailInput = {
  kind: BookingMailKind;
  id: string;
  to: string;
  name: string;
  fecha: string;
  hora: string;
  start: Date;
  end: Date;
  workshop: { alias: string; address: string; postcode: string; town: string; phone: string };
  services: string[];
  plate: string | null;
  comment: string | null;
  /** The signed change/cancel page. */
  link: string;
  /** When this version is issued (DTSTAMP). */
  now: Date;
  /** The appointment's revision: the .ics SEQUENCE (0 when booked, +1 on every change or cancellation). */
  revision: number;
  /** The appointment's language (default Portuguese): the e-mail and its calendar file are written in it. */
  lang?: Lang;
};

const METHOD: Record<BookingMailKind, IcsMethod> = { nova: "REQUEST", alterada: "REQUEST", cancelada: "CANCEL" };

function subjectOf(m: BookingMailInput, lang: Lang): string {
  const w = { workshop: m.workshop.alias };
  if (m.kind === "cancelada") return t(lang, "mail.bookingSubjectCancelled", w);
  const key = m.kind === "nova" ? "mail.bookingSubjectConfirmed" : "mail.bookingSubjectChanged";
  return t(lang, key, { ...w, date: m.fecha, time: m.hora });
}

/** The appointment's facts as label/value rows, shared by the text and the HTML part. */
function rows(m: BookingMailInput, lang: Lang): Array<[string, string]> {
  const w = m.workshop;
  return [
    [t(lang, "mail.factDateTime"), t(lang, "mail.dateTimeLocal", { date: m.fecha, time: m.hora })],
    [t(lang, "mail.factWorkshop"), w.alias],
    [t(lang, "mail.factAddress"), `${w.address}, ${w.postcode} ${w.town}`],
    [t(lang, "mail.factPhone"), w.phone],
    ...(m.services.length ? [[t(lang, "mail.factServices"), m.services.join(", ")] as [string, string]] : []),
    ...(m.plate
      ? [[t(lang, "mail.factPlate"), parseCarPlate(m.plate)?.normalized ?? m.plate] as [string, string]]
      : []),
    ...(m.comment ? [[t(lang, "mail.factComment"), m.comment] as [string, string]] : []),
  ];
}

function calendarLine(m: BookingMailInput, lang: Lang): string {
  return t(lang, m.kind === "nova" ? "mail.bookingCalendarAdd" : "mail.bookingCalendarUpdate");
}

function textOf(m: BookingMailInput, lang: Lang): string {
  const hello = helloText(m.name, lang);
  if (m.kind === "cancelada") {
    const when = t(lang, "mail.dateTime", { date: m.fecha, time: m.hora });
    return `${hello}\n\n${t(lang, "mail.bookingCancelled", { when, workshop: m.workshop.alias })}\n\n${t(lang, "mail.bookingCalendarRemove")}\n\nRodaCerta`;
  }
  const facts = rows(m, lang)
    .map(([k, v]) => `  ${k}: ${v}`)
    .join("\n");
  const intro = t(lang, m.kind === "nova" ? "mail.bookingIntroConfirmed" : "mail.bookingIntroChanged");
  return `${hello}\n\n${intro}\n\n${facts}\n\n${t(lang, "mail.bookingChangeText", { link: m.link })}\n\n${calendarLine(m, lang)}\n\nRodaCerta`;
}

function htmlOf(m: BookingMailInput, subject: string, lang: Lang): string {
  const e = escapeHtml;
  const hello = helloHtml(m.name, lang);
  const when = t(lang, "mail.dateTime", { date: m.fecha, time: m.hora });
  const intro = t(lang, m.kind === "nova" ? "mail.bookingIntroConfirmed" : "mail.bookingIntroChanged");
  const body =
    m.kind === "cancelada"
      ? `${hello}<p>${messageHtml(lang, "mail.bookingCancelled", { when, workshop: m.workshop.alias }, { strong: ["when"] })}</p><p>${e(t(lang, "mail.bookingCalendarRemove"))}</p>`
      : `${hello}<p>${e(intro)}</p>
${factsTableHtml(rows(m, lang))}
<p>${buttonHtml(m.link, t(lang, "mail.bookingChangeButton"))}</p>
<p>${e(calendarLine(m, lang))}</p>`;
  return mailDocument(subject, body, lang);
}

export function bookingMail(m: BookingMailInput): Mail {
  const lang = m.lang ?? "pt";
  const subject = subjectOf(m, lang);
  const method = METHOD[m.kind];
  const ics = appointmentIcs({
    id: m.id,
    start: m.start,
    end: m.end,
    alias: m.workshop.alias,
    address: m.workshop.address,
    postcode: m.workshop.postcode,
    town: m.workshop.town,
    phone: m.workshop.phone,
    services: m.services,
    url: m.link,
    method,
    // The booking is revision 0; every change or cancellation adds one in the same transaction.
    sequence: m.revision,
    issuedAt: m.now,
    attendee: { name: m.name || undefined, email: m.to },
    lang,
  });
  return {
    to: m.to,
    subject,
    text: textOf(m, lang),
    html: htmlOf(m, subject, lang),
    attachments: [
      {
        filename: t(lang, "mail.bookingIcsFilename"),
        content: ics,
        contentType: `text/calendar; charset=utf-8; method=${method}`,
      },
    ],
  };
}
