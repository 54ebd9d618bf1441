/**
 * Who in the back office may do what (pure). Three roles: `workshop` staff act on their own workshops only,
 * `service` (customer service) sees every customer, order and calendar but changes no calendar, `admin` does
 * everything, including staff accounts and the audit log.
 */
export const STAFF_ROLES = ["workshop", "service", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABEL: Record<StaffRole, string> = {
  workshop: "Oficina",
  service: "Apoio ao cliente",
  admin: "Administração",
};

export type StaffScope = { role: StaffRole; workshopIds: readonly number[] };

export const canManageStaff = (s: StaffScope) => s.role === "admin";
export const canReadAudit = (s: StaffScope) => s.role === "admin";

/** Whether the member may see a workshop's calendar (null: every workshop's, e.g. a closure of all of them). */
export function canSeeWorkshop(s: StaffScope, workshopId: number | null): boolean {
  if (s.role !== "workshop") return true;
  return workshopId === null || s.workshopIds.includes(workshopId);
}

/** Whether the member may close or reopen a day of a workshop (null: of every workshop, admins only). */
export function canCloseWorkshop(s: StaffScope, workshopId: number | null): boolean {
  if (s.role === "admin") return true;
  if (s.role === "workshop") return workshopId !== null && s.workshopIds.includes(workshopId);
  return false;
}
