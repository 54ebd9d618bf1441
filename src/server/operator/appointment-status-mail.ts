/**
 * The e-mail a customer gets when the workshop cancels an appointment from the day sheet: said as the workshop's
 * decision (not "thank you for letting us know", the customer's own cancellation mail), with the workshop's phone,
 * a link to book again, and the calendar file that removes the event (same UID, the new SEQUENCE; booking/ics.ts).
 */
import { parseCarPlate } from "#src/shared/plates.ts";
import { appointmentIcs } from "../booking/ics.ts";
import { buttonHtml, escapeHtml, factsTableHtml, helloHtml, mailDocument } from "../mail/html.ts";
import type { Mail } from "../mail/mailer.ts";

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
