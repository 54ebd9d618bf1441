/** Spanish (es-ES) copy of the service hubs (/coche, /moto, /camion), keyed by the hub's Portuguese path. */
import type { HubCopy } from "./service-pages.ts";

export const HUBS_ES: Record<"/carro" | "/mota" | "/camiao", HubCopy> = {
  "/carro": {
    title: "Servicios para su coche",
    description:
      "Frenos, amortiguadores, correa de distribución, filtros, baterías, aire acondicionado y preparación para la ITV, con precio cerrado y cita previa en un taller RodaCerta.",
    intro:
      "Elija el servicio, consulte el precio con IVA y mano de obra incluidos y pida cita en el taller más cercano. En los servicios con presupuesto, el diagnóstico es gratuito y no hacemos nada sin su autorización.",
    links: {
      "/mudanca-de-oleo-filtros": {
        title: "Cambio de aceite y filtros",
        summary: "Packs con aceite, filtros y test de seguridad.",
      },
      "/carro/baterias": {
        title: "Baterías",
        summary: "Prueba gratuita y batería nueva montada en unos 30 minutos.",
      },
      "/carro/carga-de-ar-condicionado": {
        title: "Carga de aire acondicionado",
        summary: "Gas R1234yf o R134a según el año del coche, con prueba de fugas.",
      },
      "/kits-ozono": {
        title: "Kits de ozono",
        summary: "Desinfección del habitáculo junto con otros servicios.",
      },
    },
  },
  "/mota": {
    title: "Taller de motos",
    description:
      "Frenos, kit de transmisión, embrague, filtros, cambio de aceite y baterías para su moto, con presupuesto gratuito y cita previa online en un taller RodaCerta.",
    intro:
      "Mecánicos acostumbrados a motos y scooters, de 50 cc a grandes cilindradas. Pida cita online, traiga la moto y reciba el presupuesto antes de cualquier trabajo.",
    links: {
      "/selector-moto": {
        title: "Neumáticos de moto",
        summary: "Encuentre los neumáticos por la medida o por el modelo.",
      },
      "/mota/revisao": {
        title: "Revisión de moto",
        summary: "Precio cerrado según la cilindrada: aceite, filtro, cadena, frenos y neumáticos revisados.",
      },
    },
  },
  "/camiao": {
    title: "Neumáticos y servicios para camiones",
    description:
      "Gestión de flotas, asistencia en carretera 24 horas y neumáticos industriales para camiones y maquinaria, con presupuesto a medida de su empresa.",
    intro:
      "Trabajamos con transportistas, empresas de logística y flotas de todos los tamaños. Díganos qué necesita y le enviamos un presupuesto sin compromiso.",
    links: {},
  },
};
