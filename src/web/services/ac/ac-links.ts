/** Addresses of the AC page (client-safe: used by the page and its server module). */
import { AC_APPOINTMENT_SERVICE } from "#src/shared/services/ac.ts";

export const AC_PATH = "/carro/carga-de-ar-condicionado";

/**
 * The booking flow's workshop step for the AC check, with the plate and the comment about the gas prefilled (a
 * Portuguese path: path() gives the Spanish one, `?servicios=…` included).
 */
export function acAppointmentHref(matricula: string | null, comentario: string | null): string {
  const q = new URLSearchParams({ tipo: "car", servicos: AC_APPOINTMENT_SERVICE });
  if (matricula) q.set("matricula", matricula);
  if (comentario) q.set("comentario", comentario);
  return `/marcacao-previa/selecao-oficina?${q.toString()}`;
}
