/**
 * What a customer may do online with an appointment (issue 17, items 8 and 15). Pure: "now" is passed in.
 *
 * - A workshop appointment booked on its own can be changed (day, time, workshop, comment) or cancelled online until
 *   it starts.
 * - The fitting of an order (tyres bought online, sent to that workshop for that day) can be moved online up to
 *   ORDER_CHANGE_NOTICE_HOURS before it starts, at the same workshop, for the same duration, to the booked day or
 *   later. It is never cancelled online: cancelling the fitting means cancelling the order and refunding what was
 *   paid, which the shop does by phone.
 * - Cancelled, finished and unconfirmed (order not paid yet) appointments offer nothing; at a workshop that takes
 *   bookings by phone only, changing is by phone too.
 *
 * Server and web read this one rule, so the web never offers a button the server would refuse.
 */

/** An order's fitting can be moved online until this many hours before it starts. */
export const ORDER_CHANGE_NOTICE_HOURS = 24;

export type AppointmentFacts = {
  status: string;
  startsAt: Date;
  /** The appointment's day in its workshop's time zone, YYYY-MM-DD. */
  localDate: string;
  /** Set when the appointment is the fitting of an order. */
  orderId: number | null;
  /** The workshop still takes bookings online (default true). */
  webBookings?: boolean;
};

export type Refusal =
  | "CANCELLED"
  | "DONE"
  | "NOT_CONFIRMED"
  | "STARTED"
  | "WORKSHOP_PHONE_ONLY"
  | "ORDER_TOO_LATE"
  | "ORDER_CANCEL_BY_PHONE"
  | "ORDER_SAME_WORKSHOP"
  | "ORDER_NOT_EARLIER";

export type ChangeAllowed = {
  allowed: true;
  /** An order's fitting: same workshop, same duration, not before notBeforeDate. */
  order: boolean;
  /** First day (YYYY-MM-DD, workshop time) the appointment may move to; null when any free day will do. */
  notBeforeDate: string | null;
};
export type Refused = { allowed: false; reason: Refusal };
export type OnlineActions = { change: ChangeAllowed | Refused; cancel: { allowed: true } | Refused };

function closedReason(a: AppointmentFacts, now: Date): Refusal | null {
  if (a.status === "cancelled") return "CANCELLED";
  if (a.status === "done") return "DONE";
  // Marked at the workshop (the day sheet): the customer has arrived, the work is under way, or they did not come.
  if (a.status === "arrived" || a.status === "in_progress" || a.status === "no_show") return "STARTED";
  if (a.status !== "booked") return "NOT_CONFIRMED";
  if (a.startsAt.getTime() <= now.getTime()) return "STARTED";
  return null;
}

export function onlineActions(a: AppointmentFacts, now: Date): OnlineActions {
  const closed = closedReason(a, now);
  if (closed) return { change: { allowed: false, reason: closed }, cancel: { allowed: false, reason: closed } };
  const phoneOnly: Refused | null = a.webBookings === false ? { allowed: false, reason: "WORKSHOP_PHONE_ONLY" } : null;
  if (a.orderId === null)
    return { change: phoneOnly ?? { allowed: true, order: false, notBeforeDate: null }, cancel: { allowed: true } };
  const cancel: Refused = { allowed: false, reason: "ORDER_CANCEL_BY_PHONE" };
  if (a.startsAt.getTime() - now.getTime() < ORDER_CHANGE_NOTICE_HOURS * 3_600_000)
    return { change: { allowed: false, reason: "ORDER_TOO_LATE" }, cancel };
  if (phoneOnly) return { change: phoneOnly, cancel };
  return { change: { allowed: true, order: true, notBeforeDate: a.localDate }, cancel };
}

/** Why a proposed new time is refused under an allowed change, or null when it is fine. */
export function moveRefusal(change: ChangeAllowed, to: { sameWorkshop: boolean; localDate: string }): Refusal | null {
  if (!change.order) return null;
  if (!to.sameWorkshop) return "ORDER_SAME_WORKSHOP";
  if (change.notBeforeDate && to.localDate < change.notBeforeDate) return "ORDER_NOT_EARLIER";
  return null;
}

/** What the customer is told (pt-PT), with the workshop's phone where calling is the way. */
export function refusalMessage(reason: Refusal, phone: string): string {
  switch (reason) {
    case "CANCELLED":
      return "Esta marcação foi cancelada e já não pode ser alterada.";
    case "DONE":
      return "Este serviço já foi feito. Para voltar à oficina, faça uma nova marcação.";
    case "NOT_CONFIRMED":
      return "Esta marcação ainda não está confirmada: conclua primeiro o pagamento da encomenda.";
    case "STARTED":
      return `Esta marcação já começou ou já passou. Se precisar de ajuda, ligue para a oficina: ${phone}.`;
    case "WORKSHOP_PHONE_ONLY":
      return `Esta oficina só aceita marcações por telefone. Para mudar o dia ou a hora, ligue para a oficina: ${phone}.`;
    case "ORDER_TOO_LATE":
      return `Faltam menos de ${ORDER_CHANGE_NOTICE_HOURS} horas para a montagem da sua encomenda. Para a mudar, ligue para a oficina: ${phone}.`;
    case "ORDER_CANCEL_BY_PHONE":
      return `A montagem faz parte de uma encomenda. Para a cancelar (e tratar da encomenda e do reembolso), ligue para a oficina: ${phone}.`;
    case "ORDER_SAME_WORKSHOP":
      return `Os pneus da sua encomenda são enviados para esta oficina. Para mudar de oficina, ligue-nos: ${phone}.`;
    case "ORDER_NOT_EARLIER":
      return `A montagem pode passar para o dia marcado ou para um dia seguinte (os pneus chegam para esse dia). Para a antecipar, ligue para a oficina: ${phone}.`;
  }
}
