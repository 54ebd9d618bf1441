/** Maintenance window (spec sections 4 and 9): active when the flag is on and now + 2 h lies within start and end. */
export const MAINTENANCE_LOOKAHEAD_MS = 2 * 60 * 60 * 1000;

export type MaintenanceWindow = { activo: boolean; fecha_inicio: string; fecha_fin: string };

/** The first window active at `now` (its text, set in the back office, is what the notice says), or null. */
export function activeMaintenance<W extends MaintenanceWindow>(windows: readonly W[], now: Date): W | null {
  const t = now.getTime() + MAINTENANCE_LOOKAHEAD_MS;
  for (const w of windows) {
    if (!w.activo) continue;
    const start = Date.parse(w.fecha_inicio);
    const end = Date.parse(w.fecha_fin);
    if (Number.isNaN(start) || Number.isNaN(end)) continue;
    if (start <= t && t <= end) return w;
  }
  return null;
}

export function isMaintenanceActive(windows: readonly MaintenanceWindow[], now: Date): boolean {
  return activeMaintenance(windows, now) !== null;
}
