/**
 * Spanish (es-ES) data of the seeded workshops in Spain: their reviews, reviewers' and managers' names, e-mail domain
 * and telephone area codes (a Madrid workshop answers on 91x, Tenerife on 922). The seed draws the same random numbers
 * for every workshop and picks the Spanish twin of the Portuguese text at the same position, so the rest of the demo
 * data stays as it was; migration 0025 rewrites databases seeded before it the same way (keep both in step:
 * src/server/workshops/spanish-workshops.int.test.ts checks it).
 */
import { FIRST_NAMES, LAST_NAMES, REVIEW_TEXTS } from "./place-data.ts";

/** The reviews of Spanish workshops, position by position with REVIEW_TEXTS (same stars). */
export const REVIEW_TEXTS_ES: readonly string[] = [
  "Atención rápida y amable. Me montaron los neumáticos a la hora de la cita.",
  "Servicio excelente, me lo explicaron todo y el precio fue el de la web.",
  "Buen servicio; esperé un poco más de lo previsto, pero todo quedó bien.",
  "Hice alineación y equilibrado, y el coche quedó impecable.",
  "Taller limpio y ordenado. Lo recomiendo.",
  "El servicio fue bueno, pero tuve que esperar 40 minutos.",
  "Cambio de aceite hecho en media hora, muy profesionales.",
  "Precio justo y personal competente.",
  "La cita no estaba registrada, pero al final me atendieron.",
  "Me cambiaron la batería en 15 minutos. Impecable.",
  "Lo recomiendo, volveré para la revisión.",
  "Muy atentos con mi moto, saben lo que hacen.",
];

/** Spanish first names, position by position with FIRST_NAMES (reviewers and managers of Spanish workshops). */
export const FIRST_NAMES_ES: readonly string[] = [
  "Ana",
  "Juan",
  "María",
  "Pedro",
  "Rocío",
  "Santiago",
  "Sofía",
  "Raúl",
  "Inés",
  "Miguel",
  "Carla",
  "Nacho",
  "Marta",
  "Bruno",
  "Elena",
  "Carlos",
  "Lucía",
  "Javier",
];

/** Spanish surnames, position by position with LAST_NAMES (managers of Spanish workshops). */
export const LAST_NAMES_ES: readonly string[] = [
  "Sánchez",
  "Santos",
  "Fernández",
  "Pérez",
  "Olivares",
  "Castro",
  "Rodríguez",
  "Martín",
  "Suárez",
  "Gómez",
  "González",
  "Márquez",
  "Alonso",
  "García",
  "Rodríguez",
];

/** Telephone area code of each Spanish province with workshops (a two-digit code takes one more digit of the number). */
export const AREA_CODES_ES: Readonly<Record<string, string>> = {
  Madrid: "91",
  Barcelona: "93",
  Valencia: "96",
  Bizkaia: "94",
  Sevilla: "954",
  Badajoz: "924",
  Pontevedra: "986",
  "Las Palmas": "928",
  "Santa Cruz de Tenerife": "922",
};

/** E-mail domain of Spain's workshops (Portugal's: oficinas.rodacerta.pt). */
export const WORKSHOP_EMAIL_DOMAIN = { PT: "oficinas.rodacerta.pt", ES: "talleres.rodacerta.es" } as const;

/** A Spanish workshop's number: `+34 9xx xxx xxx` with its province's area code; `draw` is the random 10–99 drawn. */
export function spanishPhone(province: string, draw: number, rest: string): string {
  const area = AREA_CODES_ES[province];
  const head = !area ? `9${draw}` : area.length === 2 ? `${area}${draw % 10}` : area;
  return `+34 ${head} ${rest}`;
}

/** The Spanish twin of a text of `list` (the text itself when it is not there). */
export function spanishTwin(list: readonly string[], twins: readonly string[], text: string): string {
  const i = list.indexOf(text);
  return i === -1 ? text : (twins[i] ?? text);
}

export const spanishReview = (pt: string) =>
  spanishTwin(
    REVIEW_TEXTS.map(([, text]) => text),
    REVIEW_TEXTS_ES,
    pt,
  );
export const spanishFirstName = (pt: string) => spanishTwin(FIRST_NAMES, FIRST_NAMES_ES, pt);
export const spanishLastName = (pt: string) => spanishTwin(LAST_NAMES, LAST_NAMES_ES, pt);
