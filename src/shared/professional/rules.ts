/**
 * Professional access rules (pure): who may apply, which decisions an application can take, and how a fleet booking
 * (several vehicles, one workshop and day, a time each) is checked before any slot is claimed.
 */
import type { ApplicationStatus } from "./application.schema.ts";

export type Standing = { business: boolean; pendingApplication: boolean };

/** Why a customer cannot apply now, or null when they can. */
export function applyRefusal(s: Standing): "ALREADY_BUSINESS" | "APPLICATION_PENDING" | null {
  if (s.business) return "ALREADY_BUSINESS";
  if (s.pendingApplication) return "APPLICATION_PENDING";
  return null;
}

/** Only a pending application can be approved or refused; a decision is final (a refused business applies again). */
export function canDecide(status: ApplicationStatus): boolean {
  return status === "pending";
}

/** At most this many vehicles in one fleet booking (the rest goes in another booking). */
export const MAX_FLEET_BOOKING = 10;

export type FleetLine = { vehicleId: number; time: string };

export type FleetLineProblem = { vehicleId: number; message: string };

/**
 * Checks the lines of a fleet booking against the customer's own vehicles: each vehicle theirs, once, with a time;
 * slot rules (free bay, opening hours, closures) are the booking use case's and run when each line is booked.
 */
export function fleetLineProblems(lines: readonly FleetLine[], ownVehicleIds: ReadonlySet<number>): FleetLineProblem[] {
  const problems: FleetLineProblem[] = [];
  const seen = new Set<number>();
  for (const line of lines) {
    if (!ownVehicleIds.has(line.vehicleId))
      problems.push({ vehicleId: line.vehicleId, message: "Este veículo não pertence à sua frota" });
    else if (seen.has(line.vehicleId))
      problems.push({ vehicleId: line.vehicleId, message: "Este veículo foi escolhido mais de uma vez" });
    else if (!/^\d{2}:\d{2}$/.test(line.time))
      problems.push({ vehicleId: line.vehicleId, message: "Escolha a hora para este veículo" });
    seen.add(line.vehicleId);
  }
  return problems;
}

/** Fleet history rows grouped by plate, plates in order, each plate's rows newest first. */
export function groupByPlate<T extends { plate: string | null; at: string }>(rows: readonly T[]): Array<[string, T[]]> {
  const map = new Map<string, T[]>();
  for (const r of rows) {
    const key = r.plate ?? "";
    const list = map.get(key) ?? [];
    list.push(r);
    map.set(key, list);
  }
  const out = [...map.entries()].sort(([a], [b]) => (a === "" ? 1 : b === "" ? -1 : a.localeCompare(b)));
  for (const [, list] of out) list.sort((a, b) => b.at.localeCompare(a.at));
  return out;
}
