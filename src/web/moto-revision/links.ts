/**
 * The moto revision assistant's URLs: /mota/revisao, then one URL per step of the request. These are the Portuguese
 * paths; pages and redirects give them through `path()` (the Spanish site's are /moto/revision/…).
 */
export const MOTO_REVISION_PATH = "/mota/revisao";

export type MotoRevisionStep = "marca" | "modelo" | "revisao";
export const MOTO_REVISION_STEPS: readonly MotoRevisionStep[] = ["marca", "modelo", "revisao"];

export function motoRevisionStepHref(id: number, step: MotoRevisionStep, marca?: string): string {
  return `${MOTO_REVISION_PATH}/${id}/${step}${marca ? `?marca=${encodeURIComponent(marca)}` : ""}`;
}

/** Back to the first step with the plate and engine size filled in (after login, or to correct them). */
export function motoRevisionStartHref(values: { matricula?: string; cilindrada?: string; eletrica?: boolean }): string {
  const q = new URLSearchParams();
  if (values.matricula) q.set("matricula", values.matricula);
  if (values.eletrica) q.set("eletrica", "1");
  else if (values.cilindrada) q.set("cilindrada", values.cilindrada);
  const s = q.toString();
  return s ? `${MOTO_REVISION_PATH}?${s}` : MOTO_REVISION_PATH;
}

/** The workshop appointment for a motorbike we cannot price online (model not listed). */
export const MOTO_REVISION_APPOINTMENT_HREF = "/marcacao-previa?servicos=CITA_MOTA_REVISAO";
