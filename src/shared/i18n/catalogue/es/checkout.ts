/** Spanish (es-ES) messages: checkout. Same keys as ../pt/checkout.ts. */
import type pt from "../pt/checkout.ts";

export default {
  // page and step bar
  stepPagamento: "Pago",
  notFound: "Página no encontrada",
  orderNotFound: "Pedido no encontrado",
  // notices: a product that could not be added, promotion limits
  addErrorUnavailable: "Este producto está agotado en este momento. Pídalo y le avisaremos cuando llegue.",
  addErrorNotEnoughStock: "No tenemos unidades suficientes de este producto para esa cantidad.",
  addErrorNotFound: "Este producto no existe o ya no está a la venta.",
  addErrorGeneric: "No se ha podido añadir el producto a la cesta. Inténtelo de nuevo.",
  addErrorKind: "No puede añadir este tipo de producto ({kind}) a este pedido.",
  promoOneOrder:
    "Ya ha hecho un pedido con esta promoción: solo se permite un pedido por cliente durante el periodo de la promoción.",
  promoUserLimit: "Esta cantidad supera el límite de unidades de esta promoción por cliente.",
  promoSoldOut: "Ya no quedan unidades suficientes de esta promoción para esa cantidad.",
  promoContinueWithout: "Continuar sin la promoción",
  // workshop step
  postcode: "Código postal",
  workshopsPhoneOnly: "Citas solo por teléfono: {phone}",
  workshopsSearchFailed: "No se han podido buscar talleres.",
  dateAtTime: "{date} a las {time}",
  // date step
  datesUnavailable:
    "No se han podido obtener los días libres de este taller. Inténtelo de nuevo dentro de un rato o elija otro taller.",
  // payment step
  paymentHow: "¿Cómo quiere pagar?",
  paymentTypeReserva: "Pagar solo la reserva ahora (el resto en el taller)",
  paymentTypeTotal: "Pagar todo ahora",
  paymentTypeTaller: "Pagar todo en el taller",
  paymentTypeConta: "Pago a crédito (factura mensual de la empresa)",
  paymentMethodTarjeta: "Pagar con tarjeta de crédito o débito",
  paymentMethodMbway: "MB WAY",
  paymentMethodMultibanco: "Referencia Multibanco",
  paymentMethodBizum: "Bizum",
  paymentHintTarjeta: "Visa, Mastercard o Maestro, en la página segura del banco.",
  paymentHintMbway: "Recibe una solicitud en el móvil y la aprueba en la aplicación MB WAY (solo en Portugal).",
  paymentHintMultibanco:
    "Recibe una referencia para pagar en un cajero Multibanco o en la banca en línea en un plazo de 48 horas; la hora queda reservada hasta entonces.",
  paymentHintBizum: "Pague con su móvil a través de Bizum.",
  // summary
  summaryLabel: "Resumen de la cesta",
  summaryTitle: "Resumen",
  summaryProducts: "Productos",
  summaryServices: "Servicios",
  summarySavings: "Ahorro en promociones (ya incluido)",
  discount: "Descuento",
  summaryShipping: "Transporte y gastos de aduana",
  total: "Total",
  taxIncluded: "{label} {pct} % incluido: {amount}",
  summaryWorkshop: "Taller:",
  summaryFitting: "Montaje:",
  // tax zone of the chosen workshop (src/shared/pricing/tax-zone.ts, src/shared/basket/regional.ts)
  zoneTaxChanged: "El importe se ha ajustado a los impuestos vigentes en el taller elegido.",
  zoneShippingAdded: "Se han añadido los gastos de transporte y aduana de los envíos a Canarias.",
  zoneNote: "Precios con {label} del {pct} % ({zone}), el tipo vigente en el taller elegido.",
  zoneNoteShipping:
    "Precios con {label} del {pct} % ({zone}) y transporte incluidos, porque el taller elegido está en {zone}.",
  zoneNamePT: "Portugal continental",
  zoneNamePTMA: "Madeira",
  zoneNamePTAC: "Azores",
  zoneNameES: "España",
  zoneNameESCN: "Canarias",
  // action answers
  okRemoved: "Producto retirado de la cesta.",
  okSaved: "Cambios guardados.",
  okNoChanges: "No hay cambios que guardar.",
  okQuantity: "Cantidad actualizada.",
  okServices: "Servicios actualizados.",
  okCoupon: "Cupón aplicado.",
  okCouponRemoved: "Cupón retirado.",
  okWithoutPromo: "Continúa sin la promoción: los precios y el total se han actualizado.",
  errPostcodeRequired: "El código postal es obligatorio para buscar talleres",
  errChooseTime: "Elija la hora",
  errChooseDayTime: "Elija el día y la hora",
  errChoosePaymentType: "Elija cómo quiere pagar",
  errChooseMethod: "Elija la forma de pago",
  errMethodNotOffered: "{method} no está disponible en España: pague con tarjeta o con Bizum.",
  errChoosePayment: "Elija cómo quiere pagar.",
  errOnAccountNotAllowed: "El pago a crédito es solo para cuentas profesionales aprobadas. Elija otra forma de pago.",
  errReviewBilling: "Revise los datos de facturación señalados.",
  errUnknownAction: "Acción desconocida.",
  paymentFailed: "No se ha podido procesar su pedido",
  paymentFailedBecause: "No se ha podido procesar su pedido: {reason}",
  // calendar file
  calendarNotFound: "No hemos encontrado la cita de este pedido.",
  calendarFileName: "montaje-rodacerta.ics",
} satisfies Record<keyof typeof pt, string>;
