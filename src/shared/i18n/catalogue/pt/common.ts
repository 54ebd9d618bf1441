/** Portuguese (pt-PT) messages: common (breadcrumbs, support phones and hours, offer badges). */
export default {
  breadcrumbsLabel: "Caminho",
  breadcrumbsHome: "Início",
  supportHours: "Segunda a sexta das 8h30 às 19h00; sábado das 9h00 às 13h00",
  supportRegionMainland: "Portugal continental",
  supportRegionIslands: "Madeira e Açores",
  offerFree: "Grátis",
  offerDiscount: "−{discount} %",
  offerValidUntil: "Válida até {date}",
};
