/**
 * The calendar file for an appointment (RFC 5545 via the `ics` library), valid for Google, Outlook and Apple.
 *
 * One appointment is one calendar event for its whole life: the UID is the appointment's id, so the confirmation,
 * every change and the cancellation all speak of the same event. Mailed versions follow iTIP (RFC 5546): REQUEST
 * for the booking and each change, CANCEL (STATUS:CANCELLED) for the cancellation, each with a higher SEQUENCE so a
 * calendar replaces (or removes) the event it already has instead of adding a second one.
 */
import { createEvent, type EventAttributes } from "ics";
import "#src/shared/i18n/catalogue/register-all.ts";
import { t } from "#src/shared/i18n/i18n.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";

export type IcsMethod = "PUBLISH" | "REQUEST" | "CANCEL";

export type AppointmentIcsInput = {
  id: string;
  start: Date;
  end: Date;
  alias: string;
  address: string;
  postcode: string;
  town: string;
  phone: string;
  services: string[];
  url: string;
  /** PUBLISH (a file to import; the default), REQUEST (booked or changed, mailed) or CANCEL (cancelled, mailed). */
  method?: IcsMethod;
  /** RFC 5545 SEQUENCE: the appointment's revision (0 when booked, +1 on every change or cancellation). */
  sequence?: number;
  /** DTSTAMP: when this version was issued. */
  issuedAt?: Date;
  /** The customer, for mailed versions (iTIP names the attendee the REQUEST or CANCEL is for). */
  attendee?: { name?: string | undefined; email: string };
  /** The language of the summary, description and reminder (the appointment's or order's; default Portuguese). */
  lang?: Lang;
};

/** The event's UID: stable for the appointment's whole life (a change keeps the row and its id). */
export function calendarUid(appointmentId: string): string {
  return `${appointmentId}@rodacerta.pt`;
}

export function appointmentIcs(a: AppointmentIcsInput): string {
  const method = a.method ?? "PUBLISH";
  const lang = a.lang ?? "pt";
  const cancelled = method === "CANCEL";
  const where = `${a.alias}, ${a.address}, ${a.postcode} ${a.town}`;
  const event: EventAttributes = {
    uid: calendarUid(a.id),
    method,
    ...(a.sequence !== undefined ? { sequence: a.sequence } : {}),
    ...(a.issuedAt ? { timestamp: a.issuedAt.getTime() } : {}),
    start: a.start.getTime(),
    end: a.end.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    endInputType: "utc",
    endOutputType: "utc",
    title: t(lang, cancelled ? "mail.icsTitleCancelled" : "mail.icsTitle", { workshop: a.alias }),
    description: cancelled
      ? t(lang, "mail.icsDescriptionCancelled", { where, phone: a.phone })
      : t(lang, "mail.icsDescription", { services: a.services.join(", "), where, phone: a.phone, url: a.url }),
    location: where,
    ...(cancelled ? {} : { url: a.url }),
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    busyStatus: cancelled ? "FREE" : "BUSY",
    transp: cancelled ? "TRANSPARENT" : "OPAQUE",
    productId: "rodacerta/marcacoes",
    organizer: { name: "RodaCerta", email: "marcacoes@rodacerta.pt" },
    ...(a.attendee
      ? {
          attendees: [
            {
              ...(a.attendee.name ? { name: a.attendee.name } : {}),
              email: a.attendee.email,
              rsvp: false,
              partstat: "ACCEPTED",
              role: "REQ-PARTICIPANT",
            },
          ],
        }
      : {}),
    ...(cancelled
      ? {}
      : {
          alarms: [{ action: "display", description: t(lang, "mail.icsAlarm"), trigger: { hours: 24, before: true } }],
        }),
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error("ics");
  return value;
}
