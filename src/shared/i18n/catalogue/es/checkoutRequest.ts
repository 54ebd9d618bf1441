/** Spanish (es-ES) messages: the checkout's basket step (products, quantities, coupon, optional services, motorbike options). Same keys as ../pt/checkoutRequest.ts. */
import type pt from "../pt/checkoutRequest.ts";

export default {
  quantity: "Cantidad",
  requestPriceWithoutPromo: "Precio sin promoción {price}",
  perUnit: "/ unidad",
  requestEcotax: "ecotasa {amount}",
  requestSoldOut: "agotado",
  requestWithoutPromo: "sin promoción (límite de la promoción alcanzado)",
  requestSaving: "Ahorra {amount} con la promoción",
  requestPromoPending: "−{pct} % comprando {min}: elija {min} unidades para obtener la promoción",
  requestQuantityOf: "Cantidad de {name}",
  requestRemoveLabel: "Quitar {name} de la cesta",
  requestRemove: "Quitar",
  requestIncludedServices: "Servicios incluidos",
  free: "gratis",
  optionalServices: "Servicios opcionales",
  requestSavingNow: "Guardando…",
  requestAutoSave: "Los cambios se guardan automáticamente.",
  requestContinueMoto: "Continuar: opciones",
  continueWorkshop: "Continuar: elegir taller",
  requestSave: "Guardar cambios",
  requestEmpty: "Vaciar la cesta",
  emptyConfirmTitle: "¿Vaciar la cesta?",
  emptyConfirmOne:
    "Se retiran el producto y los servicios elegidos y se libera la hora reservada en el taller, si la hay. No se puede deshacer.",
  emptyConfirmMany:
    "Se retiran los {count} productos y los servicios elegidos y se libera la hora reservada en el taller, si la hay. No se puede deshacer.",
  emptyConfirmYes: "Sí, vaciar la cesta",
  emptyConfirmNo: "No, mantener los productos",
  couponLabel: "Cupón de descuento",
  couponApply: "Aplicar",
  couponRemove: "Quitar cupón",
  invoiceCompany: "Quiero factura con NIF a nombre de una empresa (sin test de seguridad gratuito)",
  optionsIntro: "Los neumáticos de moto se recogen y se montan en el taller que elija. Puede añadir estos servicios:",
  optionsSave: "Guardar servicios",
} satisfies Record<keyof typeof pt, string>;
