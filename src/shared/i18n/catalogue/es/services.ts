/** Spanish (es-ES) messages: services. Same keys as ../pt/services.ts. */
import type pt from "../pt/services.ts";

export default {
  // shared
  notFound: "Página no encontrada",
  crumbCar: "Coche",
  crumbMoto: "Moto",
  crumbTruck: "Camión",
  errorServices: "No se han podido cargar los servicios. Vuelva a intentarlo dentro de unos momentos.",
  errorWorkshops:
    "El servicio de búsqueda de talleres está en mantenimiento. Vuelva a intentarlo o indique otro código postal.",
  errorKits: "No hay kits de ozono disponibles en este momento. Vuelva a intentarlo más tarde.",
  errorQuote: "No se ha podido enviar la solicitud de presupuesto. Inténtelo más tarde o llámenos.",
  workshopsNoneNear: "No hay talleres cerca del código postal {cp} que realicen este servicio.",
  // prices and offers
  priceQuote: "Presupuesto sin compromiso",
  priceWorkshopQuote: "Presupuesto gratuito en el taller",
  priceFrom: "Desde {price}",
  workshopsNone: "De momento, ningún taller",
  workshopsIn: "En {n, plural, one {# taller} other {# talleres}} RodaCerta",
  offerWhatWeDo: "Qué hacemos",
  offerHintProduct: "Precio final con IVA: todo lo que aparece en la lista está incluido.",
  offerHintQuote: "Precio a medida de su empresa, indicado en el presupuesto con IVA.",
  offerHintFree: "Diagnóstico y presupuesto sin coste; no hacemos nada sin su autorización.",
  offerHintAppointment:
    "IVA y mano de obra incluidos; el precio final depende del vehículo y se confirma antes del trabajo.",
  offerDuration: "Duración",
  offerDurationValue: "aprox. {duration}",
  offerWhere: "Dónde",
  offerAddToBasket: "Añadir a la cesta",
  offerBook: "Pedir cita en el taller",
  // hub and service page
  hubSeeService: "Ver servicio →",
  pageWhen: "Cuándo hacerlo",
  pageSigns: "Señales de alerta",
  pageFact: "¿Sabía que…?",
  pageRelated: "Vea también",
  pageNotOnlineBefore: "Este servicio todavía no se puede reservar online. Pida",
  pageNotOnlineBooking: "cita previa",
  pageNotOnlineMiddle: "e indíquelo en el comentario, o",
  pageNotOnlineCallback: "pida que le llamemos",
  // workshops near a postcode
  nearTitle: "Talleres cerca de usted",
  nearFormLabel: "Talleres que realizan {service}",
  nearPostcode: "Código postal",
  nearPostcodePlaceholder: "28001",
  nearSearching: "Buscando…",
  nearSubmit: "Ver talleres",
  nearFound: "{n, plural, one {# taller realiza} other {# talleres realizan}} este servicio; los más cercanos a {cp}:",
  // truck quote form
  quoteFixFields: "Corrija los campos señalados.",
  quoteFieldName: "Nombre o empresa",
  quoteFieldEmail: "Correo electrónico",
  quoteFieldPhone: "Teléfono (opcional)",
  quoteFieldVehicles: "Vehículos (opcional)",
  quoteVehiclesPlaceholder: "Ej.: 8 camiones y 2 carretillas elevadoras",
  quoteFieldNeeds: "Qué necesita",
  quoteThanksTitle: "¡Gracias! Hemos recibido su solicitud de presupuesto",
  quoteThanksText:
    "Nuestro equipo de empresas la estudiará y le responderá por correo electrónico o por teléfono el siguiente día laborable (de lunes a viernes, de 8:30 a 19:00).",
  quoteTitle: "Pida un presupuesto",
  quoteHint: "{title}: díganos qué necesita y le respondemos sin compromiso.",
  quoteFormLabel: "Solicitud de presupuesto",
  quoteSending: "Enviando…",
  quoteSubmit: "Pedir presupuesto",
  // ozone kits
  kitsTitle: "Kits de ozono",
  kitsDescription:
    "Kits de desinfección del coche con ozono: habitáculo y conductos del aire acondicionado sin bacterias ni malos olores, en un taller RodaCerta.",
  kitsIntro:
    "Con un kit de ozono desinfectamos el habitáculo y los conductos del aire acondicionado mientras el coche está en el taller. Compre el kit online y elija el taller y la hora en la cesta.",
  kitsMoreBefore: "¿Quiere saber más? Vea cómo funciona la",
  kitsMoreLink: "desinfección con ozono",
} satisfies Record<keyof typeof pt, string>;
