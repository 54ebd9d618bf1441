/**
 * The fleet history's plates (pure): history rows carry the compact plate (`compactPlate`, as the server keys them:
 * src/server/professional/professional.ts); the fleet's own vehicles are shown as the customer saved them.
 */
import { compactPlate } from "#src/shared/plates.ts";

/** History key → the plate as the fleet's vehicle list writes it (keyed by the same `compactPlate` as the history). */
export function plateNames(vehicles: ReadonlyArray<{ matricula: string }>): Map<string, string> {
  return new Map(vehicles.map((v) => [compactPlate(v.matricula), v.matricula]));
}

/** How a history group's plate is shown: the saved spelling when it is one of the fleet's, else the key itself. */
export function shownPlate(key: string, names: ReadonlyMap<string, string>): string {
  return names.get(key) ?? key;
}
