/** Spanish (es-ES) messages: the API's error and notice messages. Same keys as ../pt/api.ts. */
import type pt from "../pt/api.ts";

export default {
  unknownBrand: "La marca «{brand}» no existe en esta API.",
  badAddress: "La dirección solicitada no es válida.",
  unknownLanguage: "El idioma «{lang}» no existe en esta API (pt o es).",
  joinSemicolon: "{a}; {b}",

  // Basket (cesta)
  basketNotFound: "Esta cesta ya no existe. Empiece una nueva.",
  basketOtherUser: "Esta cesta pertenece a otro usuario.",
  basketClosed: "Esta cesta ya se ha convertido en un pedido. Empiece una cesta nueva.",
  basketClosedShort: "Esta cesta ya se ha convertido en un pedido.",
  basketInvalidId: "Cesta no válida",
  basketInvalidProduct: "Producto no válido",
  basketNoLead: "Esta cesta no tiene ningún contacto asociado.",
  basketProductNotFound: "Este producto no existe o ya no está a la venta.",
  basketProductUnavailable: "Este producto está agotado en este momento. Pídalo y le avisaremos cuando llegue.",
  basketOncePerVisit: "Este servicio se hace una sola vez por visita al taller.",
  basketNoAvailability: "No hay disponibilidad para este neumático o producto. Continúe para volver a la selección.",
  basketPromoPackRemoved:
    "No se pueden combinar packs de servicios con neumáticos en promoción: hemos retirado el servicio de la cesta.",
  basketAcPlateNeeded:
    "Para elegir el gas del aire acondicionado necesitamos la matrícula del coche: indíquela en la página de la carga de aire acondicionado.",
  basketAcNeedsAppointment:
    "No sabemos el año de este coche: pida cita para la carga de aire acondicionado en el taller, que confirmará el tipo de gas.",
  basketAcPackNotForThisCar: "Este coche ({year}) lleva gas {gas}: elija el pack de aire acondicionado con ese gas.",
  basketNotEnoughStock:
    "{stock, plural, =1 {Solo tenemos {stock} unidad de este producto.} other {Solo tenemos {stock} unidades de este producto.}}",
  basketMaxUnits: "Como máximo 8 unidades por producto",
  basketProductNotInBasket: "Este producto ya no está en la cesta.",
  basketServiceNotOptional: "Este servicio se elige automáticamente y no se puede cambiar.",
  basketServiceNotApplicable: "Este servicio no se aplica a los productos de la cesta.",
  basketEmpty: "La cesta está vacía.",
  basketNoDates: "No hay fechas disponibles en este taller en los próximos días. Elija otro taller.",

  // Workshops (talleres)
  workshopNotFound: "Este taller no existe.",
  workshopNotWeb: "Este taller no acepta citas por internet. Llame al {phone}.",
  workshopCodeInvalid: "Código de taller no válido",
  workshopsNoneForPostcode:
    "No hay talleres para el código postal {postCode}. Pruebe con otro código postal o amplíe la distancia.",
  workshopsNoneNearby: "No hay talleres cerca de su ubicación. Indique un código postal.",
  workshopsNoneInArea: "No tenemos talleres en esta zona.",

  // Booking (cita previa)
  noSlotsDay: "No hay horas libres este día. Elija otro día.",
  dateFormat: "La fecha debe tener el formato DD/MM/AAAA",
  bookingNoSlots: "No hay horas disponibles para ese día y hora. Elija otra hora.",
  bookingServiceNotFound: "Uno de los servicios elegidos no existe. Vuelva a elegir.",
  bookingServiceUnknown: "Servicio desconocido",
  bookingServiceNotOffered: "El taller {alias} no hace {services}. Elija otro taller.",
  bookingServiceNotHere: "Servicio no disponible en este taller",
  bookingDayClosed: "El taller {alias} está cerrado el día {date} ({reason}). Elija otro día.",
  bookingRentingByPhone: "Las citas de vehículos de renting se piden por teléfono: llame al {phone}.",
  bookingAlreadyBooked:
    "Ya existe una cita para la matrícula {plate} en el taller {alias}. Cancele esa cita antes de pedir una nueva.",
  bookingTooLong: "Estos servicios requieren demasiado tiempo para reservarlos por internet. Llame al taller.",
  bookingTooManyHolds:
    "Ya tiene varias horas reservadas pendientes de pago. Termine o abandone una de esas compras antes de reservar otra hora.",
  appointmentNotFound: "Esta cita no existe.",
  appointmentNoAccess: "No tiene acceso a esta cita. Use el enlace del correo electrónico de confirmación.",
  appointmentChanged: "Esta cita se ha modificado mientras tanto. Ábrala de nuevo para ver el día y la hora actuales.",
  appointmentInvalidId: "Cita no válida",
  appointmentCancelled: "Su cita se ha cancelado. ¡Gracias por avisarnos!",
  appointmentsOtherUser: "Estas citas pertenecen a otro usuario.",
  addressNotFound: "Esta dirección no existe.",

  // Orders and payment (pedidos)
  orderIdempotencyReused: "Esta solicitud ya se ha usado. Recargue la página.",
  orderNoWorkshop: "Elija el taller donde quiere el montaje.",
  orderHoldExpired: "La hora que había reservado ha caducado. Vuelva a elegir el día y la hora.",
  orderHoldOtherWorkshop: "La hora reservada no es en el taller elegido. Vuelva a elegir el día y la hora.",
  orderNotEnoughStock: "Ya no hay existencias suficientes de {name}. Retírelo o elija otro producto.",
  orderPromoSoldOut: "Se han agotado las unidades de esta promoción.",
  orderCouponUsed: "Este cupón ya se ha usado y no se puede volver a utilizar",
  orderPaidCallToCancel: "Este pedido ya está pagado: para anularlo, llámenos.",
  orderNotUnpaid: "Este pedido ya no está pendiente de pago.",
  orderNotFound: "Este pedido no existe.",
  orderNotFoundCallUs: "Este pedido no existe. Llámenos si necesita ayuda.",
  orderOtherUser: "Este pedido pertenece a otro usuario.",
  orderPaymentNotOwed:
    "El pago de {amount} no corresponde al importe pendiente de este pedido y {back}. Pague el importe actual.",
  orderPaymentDuplicate: "Este pedido ya estaba pagado: el pago repetido de {amount} {back}.",
  orderPaymentRefunded: "se ha devuelto al cliente",
  orderPaymentToRefund: "se devolverá al cliente",
  orderOnAccountImpersonation:
    "Solo la propia empresa puede hacer pedidos a crédito. Elija otra forma de pago o pídaselo al cliente.",
  orderOnAccountNotAllowed: "El pago a crédito es solo para cuentas profesionales aprobadas. Elija otra forma de pago.",
  orderPaid: "Este pedido ya está pagado.",
  orderExpired: "Este pedido ha caducado. Haga uno nuevo.",
  orderCancelled: "El pedido se ha anulado y la hora en el taller ha quedado libre.",
  orderNoAppointment: "Este pedido no tiene ninguna cita de montaje.",
  paymentOrderDescription: "Pedido {number} RodaCerta",
  // The demo payment simulator's page (src/server/payment/simulator.ts), in the order's language.
  simulatorPageTitle: "Pago seguro — simulador",
  simulatorHeading: "Simulador de pago · RodaCerta",
  simulatorMethods: "Forma de pago",
  simulatorTabCard: "Tarjeta",
  simulatorCardNumber: "Número de la tarjeta",
  simulatorCardExpiry: "Caducidad (MM/AA)",
  simulatorMbwayPhone: "Móvil con MB WAY",
  simulatorMbwayHint: "Recibirá una solicitud de {amount} en la app MB WAY para aprobarla.",
  simulatorMultibancoHint:
    "Generaremos una referencia Multibanco de {amount}, válida durante {hours} horas. Páguela en un cajero Multibanco o en la banca en línea.",
  simulatorBizumPhone: "Móvil asociado a Bizum",
  simulatorBizumHint:
    "Recibirá una solicitud de {amount} en la app de su banco: apruébela y el pago quedará hecho al momento.",
  simulatorMultibancoSubmit: "Generar referencia Multibanco",
  simulatorMbwaySubmit: "Enviar solicitud MB WAY de {amount}",
  simulatorPay: "Pagar {amount}",
  simulatorCancel: "Cancelar y volver a la tienda",
  simulatorTestData: "Datos de prueba (tarjetas: cualquier caducidad futura, cualquier CVV de 3 cifras):",
  simulatorCardApproved: "Aprobado",
  simulatorCardRefused: "Denegado (1xx)",
  simulatorCardLost: "Tarjeta perdida o robada (103)",
  simulatorCardFraud: "Bloqueo antifraude (107)",
  simulatorCardConfiguration: "Error de configuración (666)",
  simulatorCardBank: "Error de comunicación con el banco (2xx)",
  simulatorCardPlatform: "Error interno de la plataforma (3xx)",
  simulatorCardRequest: "Error en la solicitud (5xx)",
  simulatorMbwayApproved: "Aprobado en la app",
  simulatorMbwayRefused: "Denegado en la app",
  simulatorMbwayExpired: "Sin respuesta: caduca",
  simulatorBizumTest: "Aprobado (terminado en 9: denegado)",
  simulatorBizumPhoneError: "Indique un móvil de 9 cifras.",
  simulatorMbwayPhoneError:
    "Indique el número de móvil portugués (9 cifras, empieza por 91, 92, 93 o 96) asociado a MB WAY.",
  simulatorCardNumberError: "El número de la tarjeta no es válido.",
  simulatorCardExpiryError: "La caducidad de la tarjeta no es válida (MM/AA).",
  simulatorCvvError: "El CVV tiene 3 cifras.",
  simulatorInvalidTitle: "Solicitud de pago no válida",
  simulatorInvalidSignature: "La firma de la solicitud no es válida. Vuelva a la tienda e inténtelo de nuevo.",
  simulatorBackToBasket: "Volver a la cesta",
  paymentBadMessage: "Mensaje de pago no válido.",
  paymentBadSignature: "La firma del mensaje de pago no es válida.",
  paymentUnknownSignatureVersion: "Versión de firma desconocida",

  // Account (cuenta, sesión, datos personales)
  loginWrongCredentials: "El correo electrónico o la contraseña no son correctos",
  accountTooManySeconds:
    "{seconds, plural, =1 {Demasiados intentos. Vuelva a intentarlo dentro de {seconds} segundo.} other {Demasiados intentos. Vuelva a intentarlo dentro de {seconds} segundos.}}",
  accountTooManyMinutes:
    "{minutes, plural, =1 {Demasiados intentos. Vuelva a intentarlo dentro de {minutes} minuto.} other {Demasiados intentos. Vuelva a intentarlo dentro de {minutes} minutos.}}",
  accountBlacklisted:
    "No es posible crear una cuenta con estos datos. Póngase en contacto con el servicio de atención al cliente.",
  accountEmailExists: "Ya existe una cuenta con este correo electrónico. Inicie sesión o recupere la contraseña.",
  accountNifByPhone: "Para cambiar el NIF, llame al servicio de atención al cliente.",
  accountDocumentTaken: "Este documento ya pertenece a otro usuario.",
  accountDataOtherUser: "Estos datos pertenecen a otro usuario.",
  accountConfirmDelete: "Confirme que quiere eliminar la cuenta",
  accountDeleteOwnerOnly: "Solo el propio cliente puede eliminar la cuenta. Pídale que lo haga en su área privada.",
  accountDeleted: "Su cuenta se ha eliminado. Sus datos personales se han borrado.",
  accountVehicleNotInAccount: "Este vehículo no está en su cuenta.",
  passwordResetSent:
    "Si el correo electrónico tiene una cuenta, le hemos enviado un enlace para elegir una nueva contraseña.",
  passwordChanged: "Su contraseña se ha cambiado. Ya puede iniciar sesión.",
  historyAppointment: "Cita en {alias}",
  historyOrder: "Pedido {number}",
  creditNoteNotFound: "No hemos encontrado esta factura rectificativa.",
  invoiceNoAtCode:
    "La factura {number} no se puede mostrar: falta el código de validación AT de la serie {series}. Póngase en contacto con el servicio de atención al cliente.",

  // Vehicles (matrícula, marcas, modelos)
  vehicleAcMotoPlate: "Esta matrícula es de una moto: la carga de aire acondicionado es un servicio para coches.",
  vehiclePlateNotFoundGiveModel: "No hemos encontrado esta matrícula. Indique la marca y el modelo.",
  vehicleExists: "El vehículo {plate} ya está en su cuenta.",
  vehiclePlateNotFound: "No hemos encontrado esta matrícula. Elija la marca, el modelo y el motor de su coche.",
  vehicleBrandNotFound: "No tenemos modelos de la marca «{brand}».",
  vehicleModelNotFound: "No tenemos el modelo «{model}».",
  vehicleBrandRequired: "El campo marca es obligatorio",
  vehicleModelRequired: "El campo modelo es obligatorio",

  // Oil revision (revisión)
  revisionCarNotFound: "No hemos encontrado ese coche. Vuelva a elegir la marca, el modelo y el motor.",
  revisionOilNotSuitable: "Este aceite no es adecuado para el motor de su coche. Elija otro aceite.",
  revisionOilNotSuitableField: "Aceite no adecuado para este motor",
  revisionOilNotFound: "Este aceite no existe. Vuelva a elegir el aceite.",
  revisionPackNotFound: "Este pack no existe. Elija otro pack.",
  revisionPackUnknown: "Pack desconocido",
  revisionWorkshopNoOnline: "Este taller no hace revisiones con cita previa por internet. Elija otro taller.",
  revisionWorkshopNoSlots: "Este taller no tiene horas libres en los próximos 25 días. Elija otro taller.",

  // Motorbikes (revisión de moto, neumáticos de moto)
  motoRevisionNotFound: "Esta solicitud de revisión no existe. Empiece de nuevo.",
  motoRevisionNotOnline: "La revisión para esta cilindrada no está disponible por internet. Pida cita en un taller.",
  motoRevisionOtherClient: "Esta solicitud de revisión pertenece a otro cliente.",
  motoBrandNotFound: "No tenemos modelos de esta marca para esta cilindrada.",
  motoBrandPick: "Elija una marca de la lista",
  motoModelNotFound: "No hemos encontrado este modelo. Elija otro.",
  motoModelUnknown: "Modelo desconocido",
  motoBrandMismatch: "Este modelo no es de la marca elegida.",
  motoBrandMismatchField: "Elija un modelo de la marca elegida",
  motoDisplacementMismatch:
    "La {model} tiene {engine}, que no corresponde a la cilindrada indicada. Elija otro modelo o corrija la cilindrada.",
  motoElectricEngine: "motor eléctrico",
  motoDisplacementMismatchField: "Modelo de otra cilindrada",
  motoTyresUnknownSize: "No tenemos neumáticos de moto en esta medida.",
  motoInvalidDisplacement: "Cilindrada no válida",
  motoModelsNotFound: "No hemos encontrado modelos para esta selección.",
  motoModelsLoadFailed: "No se han podido cargar los modelos de esta marca.",
  motoModelSearchBySize: "No hemos encontrado este modelo. Busque por medida o llámenos.",
  motoYearRange: "La {model} se fabricó entre {from} y {to}.",
  motoYearField: "Año fuera del periodo de fabricación",
  motoNotifyThanks: "¡Gracias! Le avisaremos por correo electrónico cuando tengamos neumáticos para su moto.",

  // Tyres (neumáticos)
  tyresInvalidVehicleType: "Tipo de vehículo no válido: indique turismo, furgoneta, 4x4 o moto.",
  tyresUnknownSize: "No tenemos neumáticos en esta medida. Compruebe los valores elegidos.",
  tyresNoSize: "No tenemos neumáticos en la medida {width}/{series} R{rim}.",
  tyresNoResults: "No hay resultados para esta búsqueda",
  tyresPageOutOfRange:
    "La página solicitada no existe: hay {pages, plural, =1 {# página} other {# páginas}} de resultados",
  tyresUnknownType: "No existe el tipo de neumático «{type}».",
  tyresUnknownBrand: "No vendemos neumáticos de la marca «{brand}».",
  tyresMissingQuery: "Indique el tipo o la marca de neumático.",
  tyresInvalidReference: "Referencia no válida",
  tyreNotFound: "Este neumático no existe o ya no se vende.",
  tyreModelNotFound: "Este modelo de neumático no existe.",
  tyreNotifyRegistered:
    "Solicitud registrada. Le enviaremos un correo electrónico en cuanto el neumático esté disponible.",
  tyreModelSummer: "{brand} {model}: neumático de verano {kind}. {tier}",
  tyreModelWinter:
    "{brand} {model}: neumático de invierno {kind}, indicado para temperaturas por debajo de 7 °C. {tier}",
  tyreModelAllSeason: "{brand} {model}: neumático para todas las estaciones {kind}, con marcado 3PMSF. {tier}",
  tyreModelKindCar: "para turismos",
  tyreModelKindVan: "para furgonetas y vehículos comerciales, con carcasa reforzada",
  tyreModelKind4x4: "para SUV y 4x4",
  tyreModelTierPremium: "Gama premium con la mejor frenada en mojado.",
  tyreModelTierQuality: "Gama de calidad con una excelente relación entre precio y prestaciones.",
  tyreModelTierBudget: "Gama económica para quien hace pocos kilómetros.",
  motoTyreModelDescription: "{brand} {model}: neumático de moto {use} con buen agarre en seco y en mojado.",
  motoTyreUseRoad: "de carretera",
  motoTyreUseSport: "deportivo",
  motoTyreUseTrail: "trail",
  motoTyreUseScooter: "para scooter",
  motoTyreUseCustom: "custom",
  motoTyreUseOffRoad: "de campo (off-road)",
  imageNotFound: "Esta imagen no existe.",

  // Services, offers, catalogue
  servicesUnknownCategory: "Categoría de servicios desconocida: elija car (coche), motorbike (moto) o truck (camión).",
  servicesPostcodeFormat: "El código postal tiene un formato incorrecto (p. ej.: 28001).",
  serviceNotFound: "Este servicio no existe o ya no está disponible.",
  servicesNoWorkshopsNear:
    "No hemos encontrado talleres cerca del código postal {postcode}. Compruebe el código postal o pruebe con otro.",
  offerInvalid: "Promoción no válida",
  offerNotFound: "Esta promoción no existe o ya ha terminado.",
  // Neutral texts for a promotion or coupon the back office has not written in the reader's language.
  promotionFallbackTitle: "{pct} % de descuento",
  promotionFallbackDescription: "Un {pct} % de descuento en los productos de esta promoción, mientras dure.",
  couponFallbackPercent: "{pct} % de descuento",
  couponFallbackAmount: "{amount} de descuento",
  catalogueNotFound: "No hay {what}: este catálogo no existe.",
  catalogueProducts: "productos",
  catalogueQueryInvalid: "No se ha podido buscar {label}: {errors}.",
  districtNotFound:
    "No hemos encontrado ninguna provincia con ese código postal o nombre. Compruebe el código postal (por ejemplo, 28001).",

  // Contact, callback, newsletter
  callbackRefused:
    "No es posible registrar la solicitud con este teléfono. Póngase en contacto con nosotros por correo electrónico.",
  callbackThanks: "¡Gracias! Le llamaremos en nuestro horario de atención.",
  newsletterExists: "Este correo electrónico ya está suscrito al boletín.",
  newsletterSent: "Le hemos enviado un correo electrónico para confirmar la suscripción.",
  newsletterConfirmFailed: "No se ha podido confirmar la suscripción: el enlace no es válido.",
  newsletterConfirmed: "Suscripción confirmada. ¡Gracias!",
  newsletterUnsubscribeInvalid: "Este enlace para darse de baja no es válido.",
  newsletterUnsubscribed: "Se ha dado de baja. No volverá a recibir el boletín.",
  contactThanks: "¡Gracias! Le responderemos en un plazo máximo de 1 día laborable.",

  // Business accounts (profesionales)
  proApplicationPending:
    "Ya tiene una solicitud en estudio. Le responderemos por correo electrónico en cuanto se resuelva.",
  proAlreadyBusiness: "Su cuenta ya es una cuenta profesional.",
  proOnlyApproved: "Esta área es para cuentas profesionales aprobadas. Solicítela en Acceso profesionales.",
  proReviewVehicles: "Revise los vehículos elegidos.",
  proSlotTaken:
    "La hora {time} ya no está libre para el vehículo {plate}. No se ha hecho ninguna cita: elija otra hora.",
  proSlotTakenField: "Esta hora ya no está libre",
  proLineError: "{plate}: {reason} No se ha hecho ninguna cita.",
} satisfies Record<keyof typeof pt, string>;
