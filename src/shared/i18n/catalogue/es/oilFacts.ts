/** Spanish (es-ES) messages: what every oil-change pack includes (packs, pack pages, the assistant's pack step). Same keys as ../pt/oilFacts.ts. */
import type pt from "../pt/oilFacts.ts";

export default {
  wasteOilTax: "La tasa de aceite usado ({price} por litro) no está incluida.",
  factsTitle: "Conviene saber",
  factOil: "Hasta {litres} L de aceite de motor. Si su motor lleva más, los litros de más se pagan en el taller.",
  factFluids:
    "Líquido refrigerante hasta {coolant} L y líquido limpiaparabrisas hasta {washer} L, en los packs que los incluyen.",
  factInterval:
    "Le aconsejamos cambiar el aceite cada {min} a {max} km ({oldMin} a {oldMax} km en coches anteriores al 2000).",
} satisfies Record<keyof typeof pt, string>;
