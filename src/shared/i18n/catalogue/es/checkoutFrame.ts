/** Spanish (es-ES) messages: the checkout's titles, step bar and empty basket. Same keys as ../pt/checkoutFrame.ts. */
import type pt from "../pt/checkoutFrame.ts";

export default {
  metaTitle: "{step} — cesta",
  metaTitleBasket: "Cesta",
  metaDescription: "Su cesta de RodaCerta: neumáticos con montaje, taller, fecha y pago.",
  stepsNavLabel: "Pasos de la compra",
  stepItem: "{n}. {title}",
  backLink: "← Volver: {step}",
  stepPedido: "Su pedido",
  stepOpcoes: "Opciones",
  stepOficinas: "Taller",
  stepDataEHora: "Fecha y hora",
  stepRegisto: "Sus datos",
  stepFacturacao: "Facturación",
  stepReserva: "Su reserva",
  emptyTitle: "Su cesta",
  emptyText: "Su cesta está vacía.",
  emptyHint:
    "Encuentre los neumáticos adecuados por medida o por matrícula y añádalos con el montaje en un taller cerca de usted.",
  emptyBySize: "Buscar neumáticos por medida",
  emptyByPlate: "Buscar por matrícula",
  emptyMoto: "Neumáticos de moto",
  promoPackRemoved:
    "No se pueden añadir packs de servicios a neumáticos en promoción: el servicio se ha retirado de la cesta.",
} satisfies Record<keyof typeof pt, string>;
