/** Spanish (es-ES) messages: the safety test page. Same keys as ../pt/oilSafety.ts. */
import type pt from "../pt/oilSafety.ts";

export default {
  safetyTitle: "Test de seguridad",
  safetyMetaDescription:
    "Test de seguridad del coche en un taller RodaCerta: neumáticos, frenos, luces, niveles, suspensión y batería. Gratis con cualquier pack de cambio de aceite.",
  safetyLead:
    "En unos {minutes} minutos, un mecánico revisa los puntos que más cuentan para su seguridad y le entrega el resultado por escrito, con lo que está bien y lo que conviene arreglar.",
  safetyTyres: "Neumáticos",
  safetyTyresPressure: "Presión de los cuatro neumáticos y de la rueda de repuesto",
  safetyTyresTread: "Profundidad del dibujo (mínimo legal 1,6 mm)",
  safetyTyresWear: "Desgaste irregular, cortes y bultos",
  safetyBrakes: "Frenos",
  safetyBrakesPads: "Grosor de las pastillas y estado de los discos",
  safetyBrakesFluid: "Nivel y estado del líquido de frenos",
  safetyBrakesHand: "Freno de mano",
  safetyLights: "Luces y visibilidad",
  safetyLightsAll: "Cortas, largas, de posición, intermitentes y luces de freno",
  safetyLightsWipers: "Escobillas del limpiaparabrisas",
  safetyLightsWindscreen: "Parabrisas (grietas e impactos)",
  safetyEngine: "Motor y niveles",
  safetyEngineOil: "Nivel del aceite del motor",
  safetyEngineCoolant: "Líquido refrigerante",
  safetyEngineWasher: "Líquido limpiaparabrisas",
  safetyEngineLeaks: "Fugas visibles de aceite o líquidos",
  safetySuspension: "Suspensión, dirección y escape",
  safetySuspensionShocks: "Amortiguadores y muelles",
  safetySuspensionSteering: "Holguras en la dirección",
  safetySuspensionExhaust: "Anclajes y fugas del escape",
  safetyBattery: "Batería",
  safetyBatteryCheck: "Tensión y estado de los bornes",
  safetyFreeTitle: "Gratis con cualquier pack de cambio de aceite",
  safetyFreeText: "El test de seguridad va incluido en todos los packs:",
  safetyChoosePack: "Elegir un pack por la matrícula",
  safetyBookOnly: "Pedir cita solo para el test de seguridad",
} satisfies Record<keyof typeof pt, string>;
