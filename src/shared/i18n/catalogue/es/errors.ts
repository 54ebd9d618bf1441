/** Spanish (es-ES) messages: the error pages and the notices shown only now and then (maintenance, a slow load). Same keys as ../pt/errors.ts. */
import type pt from "../pt/errors.ts";

export default {
  delayedLoad: "La página está tardando más de lo habitual. Espere un momento…",
  maintenanceTitle: "Mantenimiento programado:",
  maintenanceDefault:
    "en las próximas horas algunos servicios (pagos y citas) pueden no estar disponibles. Disculpe las molestias.",
  notFoundTitle: "Página no encontrada | RodaCerta",
  serverErrorTitle: "Se ha producido un error | RodaCerta",
  notFoundHeading: "Esta página no existe",
  serverErrorHeading: "Hemos detectado un pequeño error",
  notFoundText:
    "La dirección puede haber cambiado o estar incompleta. Busque su neumático por la medida o por la matrícula, o vuelva a la página de inicio.",
  serverErrorText:
    "Algo ha fallado por nuestra parte. Vuelva a intentarlo en unos momentos; si el problema continúa, póngase en contacto con nosotros.",
  notFoundDescription:
    "La página que busca no existe o ha cambiado de dirección. Busque neumáticos, talleres y servicios desde la página de inicio de RodaCerta.",
  errorGoHome: "Ir a la página de inicio",
  errorSeeTyres: "Ver neumáticos",
  errorContactUs: "Contactar",
} satisfies Record<keyof typeof pt, string>;
