/**
 * The workshop's statuses of an appointment (issue 14, item 2) and which moves the day sheet allows (pure: "now" is
 * passed in). Values are English in the database; `booked` means confirmed.
 *
 *   booked (confirmed) → arrived → in_progress → done
 *   booked → no_show (once its time has passed) → arrived (a late customer is still seen that day)
 *   booked | arrived → cancelled (the slot is freed and the customer is told by e-mail)
 *
 * `held` (a basket's slot, or an order waiting for its payment) and the end states `done` and `cancelled` offer no
 * move. A no-show is marked only once the appointment's time has passed; arrival and work are not tied to the day
 * (a customer may come early, and the sheet of a past day may be completed late). The fitting of an order is not
 * cancelled from the day sheet: cancelling it means cancelling the order and refunding what was paid.
 */
import type { StaffScope } from "./access.ts";

export const APPOINTMENT_STATUSES = [
  "held",
  "booked",
  "arrived",
  "in_progress",
  "done",
  "no_show",
  "cancelled",
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The statuses the day sheet may set. */
export const TARGET_STATUSES = ["arrived", "in_progress", "done", "no_show", "cancelled"] as const;
export type TargetStatus = (typeof TARGET_STATUSES)[number];

const NEXT: Record<AppointmentStatus, readonly TargetStatus[]> = {
  held: [],
  booked: ["arrived", "no_show", "cancelled"],
  arrived: ["in_progress", "cancelled"],
  in_progress: ["done"],
  done: [],
  no_show: ["arrived"],
  cancelled: [],
};

export const isAppointmentStatus = (s: string): s is AppointmentStatus =>
  (APPOINTMENT_STATUSES as readonly string[]).includes(s);

/** The statuses reachable from `from` by the transition graph alone (no time or order checks). */
export function nextStatuses(from: string): readonly TargetStatus[] {
  return isAppointmentStatus(from) ? NEXT[from] : [];
}

export type StatusFacts = {
  status: string;
  startsAt: Date;
  /** Set when the appointment is the fitting of an order. */
  orderId: number | null;
};

export type StatusRefusal = "SAME_STATUS" | "NOT_FROM_STATUS" | "NOT_YET_TIME" | "ORDER_CANCEL_ELSEWHERE";

/** Why `to` may not be set now, or null when it may. */
export function statusRefusal(a: StatusFacts, to: TargetStatus, now: Date): StatusRefusal | null {
  if (a.status === to) return "SAME_STATUS";
  if (!nextStatuses(a.status).includes(to)) return "NOT_FROM_STATUS";
  if (to === "no_show" && now.getTime() < a.startsAt.getTime()) return "NOT_YET_TIME";
  if (to === "cancelled" && a.orderId !== null) return "ORDER_CANCEL_ELSEWHERE";
  return null;
}

/** The moves offered on the day sheet now (buttons): the graph, the time and the order checks together. */
export function allowedStatuses(a: StatusFacts, now: Date): TargetStatus[] {
  return nextStatuses(a.status).filter((to) => statusRefusal(a, to, now) === null);
}

/** Who may set which status: workshop staff on their workshops, admins everywhere; customer service only cancels. */
export function canSetStatus(s: StaffScope, workshopId: number, to: TargetStatus): boolean {
  if (s.role === "admin") return true;
  if (s.role === "workshop") return s.workshopIds.includes(workshopId);
  return to === "cancelled";
}

/** The status as the staff read it on the day sheet. */
export const STAFF_STATUS_LABEL: Record<AppointmentStatus, string> = {
  held: "A aguardar pagamento",
  booked: "Confirmada",
  arrived: "Chegou",
  in_progress: "Em curso",
  done: "Concluída",
  no_show: "Não compareceu",
  cancelled: "Cancelada",
};

/** The status as the customer reads it in the private area. */
export const CUSTOMER_STATUS_LABEL: Record<AppointmentStatus, string> = {
  held: "a aguardar pagamento",
  booked: "confirmada",
  arrived: "veículo recebido na oficina",
  in_progress: "serviço em curso",
  done: "concluída",
  no_show: "não compareceu",
  cancelled: "cancelada",
};

export const customerStatusLabel = (s: string): string =>
  isAppointmentStatus(s) ? CUSTOMER_STATUS_LABEL[s] : "confirmada";

/** The day sheet's button for each move. */
export const ACTION_LABEL: Record<TargetStatus, string> = {
  arrived: "Chegou",
  in_progress: "Iniciar serviço",
  done: "Concluir",
  no_show: "Não compareceu",
  cancelled: "Cancelar",
};

/** What the staff are told when a move is refused (pt-PT). */
export function statusRefusalMessage(reason: StatusRefusal, from: string, to: TargetStatus): string {
  const fromLabel = isAppointmentStatus(from) ? STAFF_STATUS_LABEL[from].toLowerCase() : from;
  const toLabel = STAFF_STATUS_LABEL[to].toLowerCase();
  switch (reason) {
    case "SAME_STATUS":
      return `Esta marcação já está no estado «${toLabel}».`;
    case "NOT_FROM_STATUS":
      return `Uma marcação no estado «${fromLabel}» não pode passar a «${toLabel}».`;
    case "NOT_YET_TIME":
      return "Só pode registar a falta depois da hora marcada.";
    case "ORDER_CANCEL_ELSEWHERE":
      return "Esta montagem faz parte de uma encomenda: para a cancelar, cancele a encomenda e reembolse o cliente.";
  }
}
