/** Spanish (es-ES) messages: an oil-change pack's page. Same keys as ../pt/oilPack.ts. */
import type pt from "../pt/oilPack.ts";

export default {
  packMetaTitle: "{name}: cambio de aceite y filtros",
  packMetaDescription: "{name} por {price}: {lines}. Realizado en un taller RodaCerta en unos {minutes} minutos.",
  packIncludes: "Qué incluye",
  packSafetyNote:
    "El test de seguridad va incluido y no tiene coste: revisamos neumáticos, frenos, luces, niveles y suspensión.",
  packSafetyLink: "Vea qué se revisa",
  packPriceTitle: "Precio y tiempo en el taller",
  packVat: "IVA incluido · unos {minutes} minutos en el taller",
  packStartText:
    "Indíquenos la matrícula y los kilómetros: le mostramos el aceite indicado para su motor y después elige el taller, el día y la hora.",
  packStartButton: "Empezar por la matrícula",
  packOthers: "Otros packs",
} satisfies Record<keyof typeof pt, string>;
