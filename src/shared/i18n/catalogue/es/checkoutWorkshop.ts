/** Spanish (es-ES) messages: the checkout's workshop and date-and-time steps. Same keys as ../pt/checkoutWorkshop.ts. */
import type pt from "../pt/checkoutWorkshop.ts";

export default {
  postcodePlaceholder: "28001",
  workshopsSearch: "Buscar talleres",
  workshopsHintCar: "Indique el código postal para ver los talleres más cercanos con fechas para su coche.",
  workshopsHintMoto: "Indique el código postal para ver los talleres más cercanos con fechas para su moto.",
  workshopsDistance: "{km} km",
  workshopsAvailableFrom: "Disponible a partir del {first}",
  workshopsNoAvailability: "Sin disponibilidad",
  workshopsChooseLabel: "Elegir el taller {name}",
  workshopsChoose: "Elegir este taller",
  dateWorkshop: "Taller",
  dateDuration: "El trabajo dura unos {minutes} minutos.",
  dateDay: "Día",
  dateTimeOn: "Hora para el {day}",
  dateNoTimes: "No quedan horas libres este día. Elija otro día.",
  dateHoldHint: "Le guardamos esta hora durante 15 minutos mientras termina la compra.",
  dateReserving: "Reservando…",
  dateReserve: "Reservar esta hora y continuar",
} satisfies Record<keyof typeof pt, string>;
