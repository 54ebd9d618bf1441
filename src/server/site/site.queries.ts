import { asc } from "drizzle-orm";
import type { MaintenanceWindow } from "#src/shared/maintenance.ts";
import type { Db } from "../db/client.ts";
import { maintenanceWindows } from "../db/schema.ts";

/**
 * The windows with the notice's text in both languages (shown by site-init only, in the reader's language; GET
 * /mantenimiento lists the windows alone).
 */
export type MaintenanceWindowWithText = MaintenanceWindow & { message: string | null; messageEs: string | null };

export async function listMaintenanceWindows(db: Db): Promise<MaintenanceWindowWithText[]> {
  const rows = await db.select().from(maintenanceWindows).orderBy(asc(maintenanceWindows.fechaInicio));
  return rows.map((r) => ({
    activo: r.activo,
    fecha_inicio: r.fechaInicio.toISOString(),
    fecha_fin: r.fechaFin.toISOString(),
    message: r.message,
    messageEs: r.messageEs,
  }));
}
