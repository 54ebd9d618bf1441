/** Spanish (es-ES) messages: the checkout's billing-details step. Same keys as ../pt/checkoutBilling.ts. */
import type pt from "../pt/checkoutBilling.ts";

export default {
  billingCompany: "Factura a nombre de una empresa",
  billingWithNif: "Quiero factura con NIF",
  billingNifAlways: "A partir de 1000 € la factura lleva siempre el NIF.",
  billingNifOnInvoice: "Su NIF figura en la factura.",
  billingNoNif: "Sin NIF se emite una factura simplificada.",
  billingName: "Nombre o empresa",
  billingSurname: "Apellidos",
  billingNif: "NIF/NIE",
  billingNifOptional: "NIF/NIE (opcional)",
  billingStreet: "Dirección",
  billingNumber: "Número",
  billingTown: "Localidad",
  billingProvince: "Provincia",
  billingChooseProvince: "Elija la provincia",
  billingSave: "Guardar estos datos para la próxima compra",
  billingTerms: "Al confirmar, acepta las condiciones de venta.",
  billingToGateway: "Le llevaremos a la página segura de pago.",
  billingPayAtWorkshop: "Lo paga todo en el taller el día del montaje.",
  billingProcessing: "Procesando…",
  billingPay: "Pagar {amount}",
  billingConfirm: "Confirmar la reserva",
} satisfies Record<keyof typeof pt, string>;
