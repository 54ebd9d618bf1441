/** Portuguese (pt-PT) messages: oil, what the oil pages share (the pack lines, the breadcrumb); each screen has its own namespace (oilAssistant, oilPack, oilFacts, oilSafety, fuels). */
export default {
  notFound: "Página não encontrada",
  breadcrumbOil: "Mudança de óleo e filtros",

  // the lines a pack includes (the catalogue's Portuguese lines, shown in the page's language)
  lineOilChange: "Mudança de óleo (até 5 L)",
  lineOilFilter: "Filtro de óleo",
  lineAirFilter: "Filtro de ar",
  lineCabinFilter: "Filtro de habitáculo",
  lineCoolant: "Líquido de refrigeração (até 1 L)",
  lineWasherFluid: "Líquido limpa-para-brisas (até 2 L)",
  lineServiceReset: "Reposição do indicador de manutenção",
  lineSafetyTest: "Teste de segurança",
  lineAcOzone: "Higienização do ar condicionado com ozono",
};
