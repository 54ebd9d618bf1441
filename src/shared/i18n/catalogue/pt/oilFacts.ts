/** Portuguese (pt-PT) messages: what every oil-change pack includes (packs, pack pages, the assistant's pack step). */
export default {
  wasteOilTax: "A taxa de óleo usado ({price} por litro) não está incluída.",
  factsTitle: "Bom saber",
  factOil: "Até {litres} L de óleo do motor. Se o seu motor levar mais, os litros a mais pagam-se na oficina.",
  factFluids:
    "Líquido de refrigeração até {coolant} L e líquido limpa-para-brisas até {washer} L, nos packs que os incluem.",
  factInterval:
    "Aconselhamos mudar o óleo a cada {min} a {max} km ({oldMin} a {oldMax} km em carros anteriores a 2000).",
};
