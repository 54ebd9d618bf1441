/**
 * The e-mails a customer gets when the workshop changes an appointment's status from the day sheet, only where it
 * matters to them (issue 14, item 2): a cancellation by the workshop and a finished job (the vehicle is ready to be
 * picked up). Arrival and "in progress" are seen in the private area only; a no-show is the customer's own doing.
 *
 * The cancellation is said as the workshop's decision (not "thank you for letting us know", the customer's own
 * cancellation mail), with the workshop's phone, a link to book again, and the calendar file that removes the event
 * (same UID, the new SEQUENCE; booking/ics.ts).
 */
import { parseCarPlate } from "#src/shared/plates.ts";
import { appointmentIcs } from "../booking/ics.ts";
import { buttonHtml, escapeHtml, factsTableHtml, helloHtml, mailDocument } from "../mail/html.ts";
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
};

export function workshopCancelMail(m: WorkshopCancelMailInput): Mail {
  const w = m.workshop;
  const subject = `Marcação cancelada pela oficina — ${w.alias}`;
  const facts: Array<[string, string]> = [
    ["Dia e hora", `${m.fecha} às ${m.hora} (hora local)`],
    ["Oficina", `${w.alias}, ${w.address}, ${w.postcode} ${w.town}`],
    ["Telefone da oficina", w.phone],
    ...(m.services.length ? [["Serviços", m.services.join(", ")] as [string, string]] : []),
    ...(m.plate ? [["Matrícula", parseCarPlate(m.plate)?.normalized ?? m.plate] as [string, string]] : []),
  ];
  const hello = m.name.trim() ? `Olá ${m.name.trim()},` : "Olá,";
  const text = [
    hello,
    "",
    `Lamentamos, mas a oficina ${w.alias} teve de cancelar a sua marcação de ${m.fecha} às ${m.hora}.`,
    "",
    ...facts.map(([k, v]) => `  ${k}: ${v}`),
    "",
    `Para escolher outro dia e hora: ${m.bookingUrl}`,
    `Se preferir, ligue para a oficina: ${w.phone}.`,
    "",
    "O ficheiro em anexo retira a marcação do seu calendário.",
    "",
    "RodaCerta",
  ].join("\n");
  const e = escapeHtml;
  const html = mailDocument(
    subject,
    `${helloHtml(m.name)}<p>Lamentamos, mas a oficina ${e(w.alias)} teve de cancelar a sua marcação de <strong>${e(m.fecha)} às ${e(m.hora)}</strong>.</p>
${factsTableHtml(facts)}
<p>${buttonHtml(m.bookingUrl, "Escolher outro dia e hora")}</p>
<p>Se preferir, ligue para a oficina: ${e(w.phone)}.</p>
<p>O ficheiro em anexo retira a marcação do seu calendário.</p>`,
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
  });
  return {
    to: m.to,
    subject,
    text,
    html,
    attachments: [
      { filename: "marcacao-rodacerta.ics", content: ics, contentType: "text/calendar; charset=utf-8; method=CANCEL" },
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
};

/** The job is done: the vehicle can be picked up at the workshop. */
export function vehicleReadyMail(m: VehicleReadyMailInput): Mail {
  const w = m.workshop;
  const plate = m.plate ? (parseCarPlate(m.plate)?.normalized ?? m.plate) : null;
  const subject = `O seu veículo está pronto — ${w.alias}`;
  const facts: Array<[string, string]> = [
    ["Oficina", `${w.alias}, ${w.address}, ${w.postcode} ${w.town}`],
    ["Telefone da oficina", w.phone],
    ...(m.services.length ? [["Serviços", m.services.join(", ")] as [string, string]] : []),
    ...(plate ? [["Matrícula", plate] as [string, string]] : []),
  ];
  const what = plate ? `o seu veículo (${plate})` : "o seu veículo";
  const hello = m.name.trim() ? `Olá ${m.name.trim()},` : "Olá,";
  const text = [
    hello,
    "",
    `O serviço está concluído: ${what} já pode ser levantado na oficina ${w.alias}.`,
    "",
    ...facts.map(([k, v]) => `  ${k}: ${v}`),
    "",
    `Antes de vir, se tiver alguma dúvida, ligue para a oficina: ${w.phone}.`,
    `Pode consultar as suas marcações e faturas na sua área de cliente: ${m.accountUrl}`,
    "",
    "Obrigado pela preferência.",
    "RodaCerta",
  ].join("\n");
  const e = escapeHtml;
  const html = mailDocument(
    subject,
    `${helloHtml(m.name)}<p>O serviço está concluído: <strong>${e(what)} já pode ser levantado</strong> na oficina ${e(w.alias)}.</p>
${factsTableHtml(facts)}
<p>Antes de vir, se tiver alguma dúvida, ligue para a oficina: ${e(w.phone)}.</p>
<p>${buttonHtml(m.accountUrl, "Ver na minha área de cliente")}</p>
<p>Obrigado pela preferência.</p>`,
  );
  return { to: m.to, subject, text, html };
}
