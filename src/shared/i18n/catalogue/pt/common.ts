/** Portuguese (pt-PT) messages: common (breadcrumbs, support phones and hours, offer badges). */
import { supportPhone } from "#src/shared/site/support.ts";

export default {
  breadcrumbsLabel: "Caminho",
  breadcrumbsHome: "Início",
  supportHours: "Segunda a sexta das 8h30 às 19h00; sábado das 9h00 às 13h00",
  supportRegionMainland: "Portugal continental",
  supportRegionIslands: "Madeira e Açores",
  supportRegionSpain: "Espanha, Baleares e Canárias",
  /** The number itself lives in src/shared/site/support.ts; here so a message can quote it (`msg`). */
  supportPhoneMain: supportPhone("pt"),
  offerFree: "Grátis",
  offerDiscount: "−{discount} %",
  offerValidUntil: "Válida até {date}",
  /** The "Comprar" button (checkout/buy-button.tsx), on product, service and offer pages. */
  buyQuantity: "Quantidade",
  buyBusy: "A juntar ao carrinho…",
  crumbTyres: "Pneus",
};
