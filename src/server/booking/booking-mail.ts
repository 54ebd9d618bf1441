/**
 * The booking e-mails (booked, changed, cancelled): plain text and a simple HTML part saying the same, and the
 * calendar file that adds, updates or removes the event (ics.ts: one UID per appointment, rising SEQUENCE).
 */
import { parseCarPlate } from "../../shared/plates.ts";
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

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

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
  const calendar = m.kind === "nova" ? "Junto enviamos o ficheiro para adicionar ao calendário." : "O ficheiro em anexo atualiza a marcação no seu calendário.";
  return `${hello}\n\nA sua marcação está ${m.kind === "nova" ? "confirmada" : "alterada"}:\n\n${facts}\n\nPara alterar ou cancelar: ${m.link}\n\n${calendar}\n\nRodaCerta`;
}

function htmlOf(m: BookingMailInput, subject: string): string {
  const e = escapeHtml;
  const hello = `<p>Olá${m.name ? ` ${e(m.name)}` : ""},</p>`;
  const body =
    m.kind === "cancelada"
      ? `${hello}<p>A sua marcação de <strong>${e(m.fecha)} às ${e(m.hora)}</strong> na oficina ${e(m.workshop.alias)} foi cancelada. Obrigado por nos avisar.</p><p>O ficheiro em anexo retira a marcação do seu calendário.</p>`
      : `${hello}<p>A sua marcação está ${m.kind === "nova" ? "confirmada" : "alterada"}:</p>
<table role="presentation" style="border-collapse:collapse">${rows(m)
          .map(([k, v]) => `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${e(k)}</th><td style="padding:4px 0">${e(v)}</td></tr>`)
          .join("")}</table>
<p><a href="${e(m.link)}" style="display:inline-block;padding:12px 18px;background:#172763;color:#ffffff;border-radius:8px;font-weight:600;text-decoration:none">Alterar ou cancelar a marcação</a></p>
<p>${m.kind === "nova" ? "Junto enviamos o ficheiro para adicionar ao calendário." : "O ficheiro em anexo atualiza a marcação no seu calendário."}</p>`;
  return `<!doctype html>
<html lang="pt-PT"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1b1f2a;background:#ffffff">
<h1 style="font-size:22px;color:#172763;margin:0 0 16px">${e(subject)}</h1>
${body}
<p>RodaCerta</p>
</body></html>`;
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
    attachments: [{ filename: "marcacao-rodacerta.ics", content: ics, contentType: `text/calendar; charset=utf-8; method=${method}` }],
  };
}
