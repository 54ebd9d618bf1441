/** Spanish (es-ES) messages: oil. Same keys as ../pt/oil.ts. */
import type pt from "../pt/oil.ts";

export default {
  notFound: "Página no encontrada",
  breadcrumbOil: "Cambio de aceite y filtros",

  // the lines a pack includes (the catalogue's Portuguese lines, shown in the page's language)
  lineOilChange: "Cambio de aceite (hasta 5 L)",
  lineOilFilter: "Filtro de aceite",
  lineAirFilter: "Filtro de aire",
  lineCabinFilter: "Filtro de habitáculo",
  lineCoolant: "Líquido refrigerante (hasta 1 L)",
  lineWasherFluid: "Líquido limpiaparabrisas (hasta 2 L)",
  lineServiceReset: "Puesta a cero del indicador de mantenimiento",
  lineSafetyTest: "Test de seguridad",
  lineAcOzone: "Higienización del aire acondicionado con ozono",
} satisfies Record<keyof typeof pt, string>;
