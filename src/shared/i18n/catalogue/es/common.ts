/** Spanish (es-ES) messages: common. Same keys as ../pt/common.ts. */
import type pt from "../pt/common.ts";
import { supportPhone } from "#src/shared/site/support.ts";

export default {
  breadcrumbsLabel: "Ruta de navegación",
  breadcrumbsHome: "Inicio",
  supportHours: "De lunes a viernes de 8:30 a 19:00; sábados de 9:00 a 13:00",
  supportRegionMainland: "Portugal continental",
  supportRegionIslands: "Madeira y Azores",
  supportRegionSpain: "España, Baleares y Canarias",
  /** The number itself lives in src/shared/site/support.ts; here so a message can quote it (`msg`). */
  supportPhoneMain: supportPhone("es"),
  offerFree: "Gratis",
  offerDiscount: "−{discount} %",
  offerValidUntil: "Válida hasta el {date}",
  buyQuantity: "Cantidad",
  buyBusy: "Añadiendo a la cesta…",
  crumbTyres: "Neumáticos",
} satisfies Record<keyof typeof pt, string>;
