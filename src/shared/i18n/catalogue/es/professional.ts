/** Spanish (es-ES) messages: professional access (the application page). Same keys as ../pt/professional.ts. */
import type pt from "../pt/professional.ts";

export default {
  proMetaTitle: "Acceso profesionales",
  proMetaDescription:
    "Cuenta profesional RodaCerta para flotas, taxis, VTC y empresas de reparto: citas para varios vehículos, historial de la flota y plazo de pago acordado.",
  proTitle: "Acceso profesionales",
  proLead:
    "Para flotas de empresa, taxis, VTC y empresas de reparto: una cuenta profesional RodaCerta reúne la gestión de sus vehículos en un solo lugar.",
  proIncludes: "Qué incluye",
  proBenefitBookingTitle: "Citas para la flota",
  proBenefitBooking: "Pida cita para varios vehículos a la vez en el mismo taller y el mismo día, cada uno a su hora.",
  proBenefitHistoryTitle: "Historial de la flota",
  proBenefitHistory:
    "Consulte las citas y los pedidos de cada matrícula para planificar el mantenimiento de los vehículos.",
  proBenefitPaymentTitle: "Condiciones de pago",
  proBenefitPayment:
    "Pague los pedidos a crédito: quedan confirmados de inmediato y se incluyen en la factura mensual de la empresa, que se paga en el plazo que acordemos con usted en la aprobación.",
  proApplication: "Solicitud",
  proSignInText:
    "La cuenta profesional se gestiona desde su cuenta de cliente RodaCerta. Inicie sesión en su cuenta, o cree una, y vuelva a esta página para rellenar la solicitud.",
  proSignIn: "Iniciar sesión en mi cuenta",
  proRegister: "Crear cuenta",
  proActiveTitle: "Su cuenta profesional está activa",
  proCompany: "Empresa",
  proNif: "NIF",
  proPayment: "Pago",
  proMonthlyInvoice: "Factura mensual a {days} días",
  proGoToFleet: "Ir a mi flota",
  proReceived: "Hemos recibido su solicitud",
  proInReview: "Su solicitud está en revisión",
  proReviewText:
    "Revisamos cada solicitud en un plazo máximo de 2 días laborables y respondemos a {email}. Le hemos enviado un correo electrónico de confirmación.",
  proFleet: "Flota",
  proFleetSize: "{n, plural, one {{count} vehículo} other {{count} vehículos}}",
  proStatus: "Estado",
  proPendingSince: "{status} desde el {date}",
  proStatusPending: "Pendiente",
  proRefused: "La solicitud anterior de {company} fue rechazada",
  proRefusedNote: ": {note}",
  proApplyAgain: "Puede volver a solicitarla.",
  proReviewFields: "Revise los campos señalados.",
  proFieldCompany: "Nombre de la empresa",
  proFieldNif: "NIF/CIF de la empresa",
  proFieldContact: "Persona de contacto",
  proFieldFleet: "Número de vehículos de la flota",
  proFieldKind: "Actividad",
  proChoose: "Elija…",
  proFieldMessage: "Mensaje (opcional)",
  proSending: "Enviando…",
  proSend: "Enviar solicitud",
  proKindFrota: "Flota de empresa",
  proKindTaxi: "Taxi",
  proKindTvde: "VTC",
  proKindEntregas: "Reparto y logística",
  proKindOutro: "Otra",
} satisfies Record<keyof typeof pt, string>;
