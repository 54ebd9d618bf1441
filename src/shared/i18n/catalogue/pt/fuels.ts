/** Portuguese (pt-PT) messages: fuel and oil type names (vehicle and oil catalogues). */
export default {
  fuelPetrol: "Gasolina",
  fuelDiesel: "Gasóleo",
  fuelLpg: "GPL",
  fuelElectric: "Elétrico",
  fuelHybrid: "Híbrido",
  oilTypeSynthetic: "Sintético",
  oilTypeSemiSynthetic: "Semissintético",
  oilTypeMineral: "Mineral",
  oilTypeSyntheticMoto: "Sintético (mota)",
};
