/** Spanish (es-ES) messages: the replacement assistant. Same keys as ../pt/tyreAssistant.ts. */
import type pt from "../pt/tyreAssistant.ts";

export default {
  searchByPlate: "Buscar por matrícula",
  searchBySize: "Buscar por medida",
  assistantMetaTitle: "Asistente de cambio de neumáticos",
  assistantMetaDescription:
    "Responda a 5 preguntas y sepa si debe cambiar los neumáticos y qué tipo de neumático elegir.",
  assistantCrumb: "Asistente de cambio",
  assistantTitle: "¿Debo cambiar los neumáticos?",
  assistantTread: "Profundidad del dibujo (mm)",
  assistantAge: "Antigüedad de los neumáticos (años)",
  assistantKm: "Kilómetros al año",
  assistantCold: "Conduzco a menudo por debajo de 7 °C (montaña, interior)",
  assistantDamage: "Los neumáticos tienen cortes, bultos o deformaciones",
  assistantSubmit: "Ver recomendación",
  assistantUrgent: "Cambie los neumáticos ya",
  assistantChange: "Es el momento de cambiarlos",
  assistantFine: "Sus neumáticos todavía están bien",
  assistantRecommend: "Para su uso le recomendamos neumáticos de",
  assistantRecommendTier: "de gama",
  assistantReasonLegal: "El dibujo está por debajo del mínimo legal de 1,6 mm: no puede circular así.",
  assistantReasonTread: "El dibujo tiene {mm} mm: recomendamos cambiarlos a partir de {min} mm.",
  assistantReasonAge: "Los neumáticos tienen {n} años: la goma se endurece y pierde adherencia con el tiempo.",
  assistantReasonDamage: "Los cortes, bultos o deformaciones obligan a sustituir el neumático.",
} satisfies Record<keyof typeof pt, string>;
