/** Spanish (es-ES) messages: the oil-change packs page. Same keys as ../pt/oilPacks.ts. */
import type pt from "../pt/oilPacks.ts";

export default {
  packsTitle: "Cambio de aceite y filtros",
  packsMetaDescription:
    "Packs de cambio de aceite con filtros y hasta 5 L de aceite, realizados en un taller RodaCerta cerca de usted.",
  packsLead:
    "Cada pack incluye hasta 5 L del aceite indicado para su motor y el test de seguridad. Empiece por la matrícula: le mostramos los aceites recomendados por el fabricante y después elige el taller, el día y la hora.",
  packsStart: "Elegir el aceite y el pack por la matrícula",
  packsDuration: "· unos {n} min en el taller",
  packsSeeLabel: "Ver el {name}",
  packsSee: "Ver el pack",
  packsSafety: "Test de seguridad",
  packsSafetyText: "Neumáticos, frenos, luces, niveles, suspensión y batería revisados por un mecánico.",
  packsFree: "Gratis",
  packsIncluded: "· incluido en todos los packs",
  packsSafetyMore: "Descubra qué se revisa",
  packsBookOnly: "¿Prefiere solo pedir cita?",
  packsBookLink: "Pida cita para una revisión de mantenimiento",
} satisfies Record<keyof typeof pt, string>;
