/** Spanish (es-ES) messages: fuel and oil type names (vehicle and oil catalogues). Same keys as ../pt/fuels.ts. */
import type pt from "../pt/fuels.ts";

export default {
  fuelPetrol: "Gasolina",
  fuelDiesel: "Diésel",
  fuelLpg: "GLP",
  fuelElectric: "Eléctrico",
  fuelHybrid: "Híbrido",
  oilTypeSynthetic: "Sintético",
  oilTypeSemiSynthetic: "Semisintético",
  oilTypeMineral: "Mineral",
  oilTypeSyntheticMoto: "Sintético (moto)",
} satisfies Record<keyof typeof pt, string>;
