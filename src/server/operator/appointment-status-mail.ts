/**
 * The e-mails a customer gets when the workshop changes an appointment's status from the day sheet, only where it
 * matters to them (issue 14, item 2): a cancellation by the workshop and a finished job (the vehicle is ready to be
 * picked up). Arrival and "in progress" are seen in the private area only; a no-show is the customer's own doing.
 *
 * The cancellation is said as the workshop's decision (not "thank you for letting us know", the customer's own
 * cancellation mail), with the workshop's phone, a link to book again, and the calendar file that removes the event
 * (same UID, the new SEQUENCE; booking/ics.ts).
 */
import { t } from "#src/shared/i18n/i18n.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { parseCarPlate } from "#src/shared/plates.ts";
import { appointmentIcs } from "../booking/ics.ts";
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

/** The status changes from the day sheet that e-mail the customer; the others are only shown in the private area. */
export const MAILED_STATUSES = ["cancelled", "done"] as const;
export type MailedStatus = (typeof MAILED_STATUSES)[number];
export const isMailedStatus = (s: string): s is MailedStatus => (MAILED_STATUSES as readonly string[]).includes(s);

export type WorkshopCancelMailInput = {
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
  /** Where to book again. */
  bookingUrl: string;
  now: Date;
  /** The cancelled appointment's revision (the .ics SEQUENCE). */
  revision: number;
  /** The appointment's language (default Portuguese). */
  lang?: Lang;
};

export function workshopCancelMail(m: WorkshopCancelMailInput): Mail {
  const lang = m.lang ?? "pt";
  const w = m.workshop;
  const subject = t(lang, "mail.workshopCancelSubject", { workshop: w.alias });
  const facts: Array<[string, string]> = [
    [t(lang, "mail.factDateTime"), t(lang, "mail.dateTimeLocal", { date: m.fecha, time: m.hora })],
    [t(lang, "mail.factWorkshop"), `${w.alias}, ${w.address}, ${w.postcode} ${w.town}`],
    [t(lang, "mail.factWorkshopPhone"), w.phone],
    ...(m.services.length ? [[t(lang, "mail.factServices"), m.services.join(", ")] as [string, string]] : []),
    ...(m.plate
      ? [[t(lang, "mail.factPlate"), parseCarPlate(m.plate)?.normalized ?? m.plate] as [string, string]]
      : []),
  ];
  const when = t(lang, "mail.dateTime", { date: m.fecha, time: m.hora });
  const text = [
    helloText(m.name, lang),
    "",
    t(lang, "mail.workshopCancelIntro", { workshop: w.alias, when }),
    "",
    ...facts.map(([k, v]) => `  ${k}: ${v}`),
    "",
    t(lang, "mail.workshopCancelRebookText", { link: m.bookingUrl }),
    t(lang, "mail.workshopCallWorkshop", { phone: w.phone }),
    "",
    t(lang, "mail.bookingCalendarRemove"),
    "",
    "RodaCerta",
  ].join("\n");
  const e = escapeHtml;
  const html = mailDocument(
    subject,
    `${helloHtml(m.name, lang)}<p>${messageHtml(lang, "mail.workshopCancelIntro", { workshop: w.alias, when }, { strong: ["when"] })}</p>
${factsTableHtml(facts)}
<p>${buttonHtml(m.bookingUrl, t(lang, "mail.workshopCancelRebookButton"))}</p>
<p>${e(t(lang, "mail.workshopCallWorkshop", { phone: w.phone }))}</p>
<p>${e(t(lang, "mail.bookingCalendarRemove"))}</p>`,
    lang,
  );
  const ics = appointmentIcs({
    id: m.id,
    start: m.start,
    end: m.end,
    alias: w.alias,
    address: w.address,
    postcode: w.postcode,
    town: w.town,
    phone: w.phone,
    services: m.services,
    url: m.bookingUrl,
    method: "CANCEL",
    sequence: m.revision,
    issuedAt: m.now,
    attendee: { name: m.name || undefined, email: m.to },
    lang,
  });
  return {
    to: m.to,
    subject,
    text,
    html,
    attachments: [
      {
        filename: t(lang, "mail.bookingIcsFilename"),
        content: ics,
        contentType: "text/calendar; charset=utf-8; method=CANCEL",
      },
    ],
  };
}

export type VehicleReadyMailInput = {
  to: string;
  name: string;
  workshop: { alias: string; address: string; postcode: string; town: string; phone: string };
  services: string[];
  plate: string | null;
  /** The customer's private area, where the appointment and its invoice are. */
  accountUrl: string;
  /** The appointment's language (default Portuguese). */
  lang?: Lang;
};

/** The job is done: the vehicle can be picked up at the workshop. */
export function vehicleReadyMail(m: VehicleReadyMailInput): Mail {
  const lang = m.lang ?? "pt";
  const w = m.workshop;
  const plate = m.plate ? (parseCarPlate(m.plate)?.normalized ?? m.plate) : null;
  const subject = t(lang, "mail.readySubject", { workshop: w.alias });
  const facts: Array<[string, string]> = [
    [t(lang, "mail.factWorkshop"), `${w.alias}, ${w.address}, ${w.postcode} ${w.town}`],
    [t(lang, "mail.factWorkshopPhone"), w.phone],
    ...(m.services.length ? [[t(lang, "mail.factServices"), m.services.join(", ")] as [string, string]] : []),
    ...(plate ? [[t(lang, "mail.factPlate"), plate] as [string, string]] : []),
  ];
  const what = plate ? t(lang, "mail.readyVehiclePlate", { plate }) : t(lang, "mail.readyVehicle");
  const pickUp = t(lang, "mail.readyPickUp", { what });
  const text = [
    helloText(m.name, lang),
    "",
    t(lang, "mail.readyDone", { pickUp, workshop: w.alias }),
    "",
    ...facts.map(([k, v]) => `  ${k}: ${v}`),
    "",
    t(lang, "mail.readyQuestions", { phone: w.phone }),
    t(lang, "mail.readyAccountText", { link: m.accountUrl }),
    "",
    t(lang, "mail.readyThanks"),
    "RodaCerta",
  ].join("\n");
  const e = escapeHtml;
  const html = mailDocument(
    subject,
    `${helloHtml(m.name, lang)}<p>${messageHtml(lang, "mail.readyDone", { pickUp, workshop: w.alias }, { strong: ["pickUp"] })}</p>
${factsTableHtml(facts)}
<p>${e(t(lang, "mail.readyQuestions", { phone: w.phone }))}</p>
<p>${buttonHtml(m.accountUrl, t(lang, "mail.readyAccountButton"))}</p>
<p>${e(t(lang, "mail.readyThanks"))}</p>`,
    lang,
  );
  return { to: m.to, subject, text, html };
}
