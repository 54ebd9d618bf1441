/**
 * Workshop service kinds (spec section 3, "Workshop": car, moto, truck, agricultural, renting, scooter, ITV/MOT,
 * tachograph), English inside and in the API (decision 021), with their Portuguese labels, and distance helpers.
 * The first four are the vehicle kinds (`VEHICLE_KINDS`).
 */
export const WORKSHOP_SERVICES = [
  "car",
  "motorbike",
  "truck",
  "agricultural",
  "renting",
  "scooter",
  "inspection",
  "tachograph",
] as const;
export type WorkshopService = (typeof WORKSHOP_SERVICES)[number];

/**
 * The words links carried before the kinds were English (the finder's `?servico=`, the booking's `?tipo=`): an old
 * bookmark keeps its filter or flow.
 */
const OLD_LINK_WORDS: Record<string, WorkshopService> = {
  coche: "car",
  moto: "motorbike",
  camion: "truck",
  agricola: "agricultural",
  patinete: "scooter",
  itv: "inspection",
  tacografo: "tachograph",
};

/** The workshop service a link names: an English kind, or one of the old words; undefined for anything else. */
export function workshopServiceOfLink(word: string | null | undefined): WorkshopService | undefined {
  if (!word) return undefined;
  return (
    WORKSHOP_SERVICES.find((k) => k === word) ??
    (Object.hasOwn(OLD_LINK_WORDS, word) ? OLD_LINK_WORDS[word] : undefined)
  );
}

export const WORKSHOP_SERVICE_LABEL: Record<WorkshopService, string> = {
  car: "Carro",
  motorbike: "Mota",
  truck: "Camião",
  agricultural: "Agrícola",
  renting: "Renting",
  scooter: "Trotinete",
  inspection: "Inspeção (IPO)",
  tachograph: "Tacógrafo",
};

export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const R = 6371;
  const dLat = ((b.lat - a.lat) * Math.PI) / 180;
  const dLon = ((b.lon - a.lon) * Math.PI) / 180;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos((a.lat * Math.PI) / 180) * Math.cos((b.lat * Math.PI) / 180) * Math.sin(dLon / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

export const SCOOTER_BRANDS = [
  "Xiaomi",
  "Segway-Ninebot",
  "Cecotec",
  "SmartGyro",
  "Kugoo",
  "Pure Electric",
  "Ducati Urban e-Mobility",
  "Outra marca",
] as const;
