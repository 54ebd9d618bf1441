/** Tyre size strings: "205/55 R16 91V" (car) and "120/70-17" (moto). */
export type CarSize = { ancho: number; serie: number; llanta: number; ic?: number; cv?: string };

export function parseCarSize(input: string): CarSize | null {
  const m = /^\s*(\d{3})\s*\/\s*(\d{2})\s*Z?R\s*(\d{2})(?:\s+(\d{2,3})(?:\/\d{2,3})?\s*([A-Z]))?\s*$/i.exec(input);
  if (!m) return null;
  const size: CarSize = { ancho: Number(m[1]), serie: Number(m[2]), llanta: Number(m[3]) };
  if (m[4]) size.ic = Number(m[4]);
  if (m[5]) size.cv = m[5].toUpperCase();
  return size;
}

export function formatCarSize(s: CarSize): string {
  return `${s.ancho}/${s.serie} R${s.llanta}${s.ic ? ` ${s.ic}${s.cv ?? ""}` : ""}`;
}

/**
 * The results page for a size. From a vehicle (a plate search or a car picked by hand) the link carries the size's
 * load index and speed rating as minimums, and the plate (`matricula`) or the pick (`veiculo` = "marca|modelo|motor")
 * so the page can name the car.
 */
export function resultsHref(s: CarSize, vehicle?: { matricula?: string | null; veiculo?: string | null }): string {
  const q = new URLSearchParams({ ancho: String(s.ancho), serie: String(s.serie), llanta: String(s.llanta) });
  if (vehicle) {
    if (s.ic !== undefined) q.set("ic", String(s.ic));
    if (s.cv !== undefined) q.set("cv", s.cv);
    if (vehicle.matricula) q.set("matricula", vehicle.matricula);
    if (vehicle.veiculo) q.set("veiculo", vehicle.veiculo);
  }
  return `/seletor/resultados?${q.toString()}`;
}
