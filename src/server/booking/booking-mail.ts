/**
 * The booking e-mails (booked, changed, cancelled): plain text and a simple HTML part saying the same, and the
 * calendar file that adds, updates or removes the event (ics.ts: one UID per appointment, rising SEQUENCE).
 */
import { parseCarPlate } from "#src/shared/plates.ts";
import { buttonHtml, escapeHtml, factsTableHtml, helloHtml, mailDocument } from "../mail/html.ts";
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
};

const METHOD: Record<BookingMailKind, IcsMethod> = { nova: "REQUEST", alterada: "REQUEST", cancelada: "CANCEL" };

function subjectOf(m: BookingMailInput): string {
  if (m.kind === "cancelada") return `Marcação cancelada — ${m.workshop.alias}`;
  return `Marcação ${m.kind === "nova" ? "confirmada" : "alterada"}: ${m.fecha} às ${m.hora} — ${m.workshop.alias}`;
}

/** The appointment's facts as label/value rows, shared by the text and the HTML part. */
function rows(m: BookingMailInput): Array<[string, string]> {
  const w = m.workshop;
  return [
    ["Dia e hora", `${m.fecha} às ${m.hora} (hora local)`],
    ["Oficina", w.alias],
    ["Morada", `${w.address}, ${w.postcode} ${w.town}`],
    ["Telefone", w.phone],
    ...(m.services.length ? [["Serviços", m.services.join(", ")] as [string, string]] : []),
    ...(m.plate ? [["Matrícula", parseCarPlate(m.plate)?.normalized ?? m.plate] as [string, string]] : []),
    ...(m.comment ? [["Comentário", m.comment] as [string, string]] : []),
  ];
}

function textOf(m: BookingMailInput): string {
  const hello = `Olá ${m.name},`.replace(/ ,$/, ",");
  if (m.kind === "cancelada") {
    return `${hello}\n\nA sua marcação de ${m.fecha} às ${m.hora} na oficina ${m.workshop.alias} foi cancelada. Obrigado por nos avisar.\n\nO ficheiro em anexo retira a marcação do seu calendário.\n\nRodaCerta`;
  }
  const facts = rows(m)
    .map(([k, v]) => `  ${k}: ${v}`)
    .join("\n");
  const calendar =
    m.kind === "nova"
      ? "Junto enviamos o ficheiro para adicionar ao calendário."
      : "O ficheiro em anexo atualiza a marcação no seu calendário.";
  return `${hello}\n\nA sua marcação está ${m.kind === "nova" ? "confirmada" : "alterada"}:\n\n${facts}\n\nPara alterar ou cancelar: ${m.link}\n\n${calendar}\n\nRodaCerta`;
}

function htmlOf(m: BookingMailInput, subject: string): string {
  const e = escapeHtml;
  const hello = helloHtml(m.name);
  const body =
    m.kind === "cancelada"
      ? `${hello}<p>A sua marcação de <strong>${e(m.fecha)} às ${e(m.hora)}</strong> na oficina ${e(m.workshop.alias)} foi cancelada. Obrigado por nos avisar.</p><p>O ficheiro em anexo retira a marcação do seu calendário.</p>`
      : `${hello}<p>A sua marcação está ${m.kind === "nova" ? "confirmada" : "alterada"}:</p>
${factsTableHtml(rows(m))}
<p>${buttonHtml(m.link, "Alterar ou cancelar a marcação")}</p>
<p>${m.kind === "nova" ? "Junto enviamos o ficheiro para adicionar ao calendário." : "O ficheiro em anexo atualiza a marcação no seu calendário."}</p>`;
  return mailDocument(subject, body);
}

export function bookingMail(m: BookingMailInput): Mail {
  const subject = subjectOf(m);
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
  });
  return {
    to: m.to,
    subject,
    text: textOf(m),
    html: htmlOf(m, subject),
    attachments: [
      {
        filename: "marcacao-rodacerta.ics",
        content: ics,
        contentType: `text/calendar; charset=utf-8; method=${method}`,
      },
    ],
  };
}
