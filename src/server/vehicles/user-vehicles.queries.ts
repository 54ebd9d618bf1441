/** The vehicles a customer keeps in the private area: owner-scoped reads and writes. */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { userVehicles } from "../db/schema.ts";

export type NewUserVehicle = typeof userVehicles.$inferInsert;

/** The caller's vehicles, oldest first. */
export function listUserVehicles(db: Db, userId: number) {
  return db.select().from(userVehicles).where(eq(userVehicles.userId, userId)).orderBy(userVehicles.createdAt);
}

/** Stores one vehicle; a plate already on the account fails with the database's unique violation. */
export async function insertUserVehicle(db: Db, values: NewUserVehicle) {
  const [row] = await db.insert(userVehicles).values(values).returning();
  if (!row) throw new Error("user_vehicles insert returned no row");
  return row;
}

/** Removes one of the caller's vehicles by normalised plate; false when it was not on the account. */
export async function deleteUserVehicle(db: Db, userId: number, plate: string): Promise<boolean> {
  const deleted = await db
    .delete(userVehicles)
    .where(and(eq(userVehicles.userId, userId), eq(userVehicles.plate, plate)))
    .returning({ id: userVehicles.id });
  return deleted.length > 0;
}
