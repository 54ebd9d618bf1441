/**
 * Spanish (es-ES) copy of the motorbike and truck service pages, keyed by the page's Portuguese path (see
 * moto-truck-pages.ts). Lists have the same length as the Portuguese ones.
 */
import type { ServicePageCopy } from "./service-pages.ts";

export const MOTO_PAGES_ES: Record<string, ServicePageCopy> = {
  "/mota/travoes": {
    title: "Frenos de moto",
    summary: "Pastillas, discos y líquido de frenos de su moto.",
    description:
      "Pastillas, discos y líquido de frenos para motos y scooters en un taller RodaCerta, con presupuesto gratuito.",
    intro: [
      "En una moto los frenos son todavía más decisivos. Revisamos pastillas, discos, latiguillos y líquido, delante y detrás, y sustituimos lo que esté desgastado.",
    ],
    when: [
      "Pastillas: revíselas cada 5000 km; muchas duran entre 10 000 y 20 000 km.",
      "Líquido de frenos: cada 40 000 km o 2 años, lo que ocurra primero.",
    ],
    signs: [
      "La maneta o el pedal están esponjosos o se hunden más.",
      "Chirrido o ruido metálico al frenar.",
      "Menos de 2 mm de material en las pastillas.",
    ],
    facts: ["El líquido de frenos absorbe humedad con el tiempo: cámbielo cada 40 000 km o 2 años."],
  },
  "/mota/kit-de-transmissao": {
    title: "Kit de transmisión para moto",
    summary: "Cadena, piñón y corona sustituidos a la vez.",
    description: "Cambio del kit de transmisión de la moto (cadena, piñón y corona) en un taller RodaCerta.",
    intro: [
      "Cambiamos el kit completo —cadena, piñón y corona— porque una cadena nueva sobre unos dientes gastados se desgasta muy deprisa.",
      "Al terminar ajustamos la tensión de la cadena y la lubricamos.",
    ],
    when: [
      "Por lo general entre 20 000 y 30 000 km, según la moto, el mantenimiento y la forma de conducir.",
      "Lubrique y revise la tensión de la cadena cada 500 a 1000 km, y después de circular con lluvia.",
    ],
    signs: [
      "Dientes de la corona afilados en punta o torcidos.",
      "La cadena se separa de la corona al tirar de ella hacia atrás.",
      "Holgura irregular: la cadena se tensa en una zona y queda floja en otra.",
      "Ruido o tirones al acelerar.",
    ],
  },
  "/mota/embraiagem": {
    title: "Embrague de moto",
    summary: "Discos, muelles y cable del embrague ajustados o sustituidos.",
    description:
      "Reparación y cambio del embrague de la moto en un taller RodaCerta: presupuesto gratuito y cita previa online.",
    intro: [
      "Revisamos el embrague completo —discos, muelles, cable o sistema hidráulico— y ajustamos la holgura de la maneta.",
    ],
    when: [
      "No tiene un kilometraje fijo: depende mucho de la conducción; en ciudad se desgasta antes.",
      "Revise la holgura de la maneta en cada revisión.",
    ],
    signs: [
      "El embrague patina: el motor sube de vueltas pero la moto no acelera.",
      "Cuesta meter las marchas o encontrar el punto muerto.",
      "Maneta dura o con demasiada holgura.",
      "Olor a quemado después de arrancar.",
    ],
  },
  "/mota/filtro-de-oleo": {
    title: "Filtro de aceite de moto",
    summary: "Filtro de aceite nuevo, junto con el cambio de aceite.",
    description: "Cambio del filtro de aceite de la moto en un taller RodaCerta, con cita previa online.",
    intro: [
      "El filtro de aceite retiene las partículas metálicas y la suciedad que circulan por el motor. Lo cambiamos por el indicado para su modelo.",
    ],
    when: ["En cada cambio de aceite, o al menos cada dos, según el manual de la moto."],
    signs: ["Aceite muy oscuro poco tiempo después del último cambio.", "Testigo de presión del aceite encendido."],
    related: ["Cambio de aceite de la moto"],
  },
  "/mota/filtro-de-ar": {
    title: "Filtro de aire de moto",
    summary: "Filtro de aire limpio o nuevo para que el motor respire bien.",
    description: "Limpieza o cambio del filtro de aire de la moto en un taller RodaCerta, con cita previa online.",
    intro: [
      "Un filtro de aire sucio hace que el motor pierda potencia y gaste más. Limpiamos o cambiamos el filtro, según el tipo.",
    ],
    when: [
      "Cada 10 000 a 12 000 km, o según el manual.",
      "Antes si circula mucho por tierra o por ciudad con mucho polvo.",
    ],
    signs: ["Menos potencia y respuesta lenta al acelerar.", "Consumo más alto.", "Filtro visiblemente sucio."],
  },
  "/mota/mudanca-de-oleo": {
    title: "Cambio de aceite de la moto",
    summary: "Aceite indicado por el fabricante y filtro nuevo.",
    description:
      "Cambio de aceite de la moto con el aceite indicado por el fabricante en un taller RodaCerta: precio y talleres cerca de usted.",
    intro: [
      "Usamos el aceite con la viscosidad y la norma indicadas por el fabricante de su moto; en las motos con embrague en baño de aceite, un aceite específico para motos.",
    ],
    when: ["Entre 5000 y 10 000 km, según el modelo.", "Al menos una vez al año, aunque la use poco."],
    signs: [
      "Aceite oscuro o por debajo del mínimo en la mirilla.",
      "Marchas más duras de lo habitual.",
      "Motor más ruidoso en frío.",
    ],
    related: ["Filtro de aceite de moto", "Revisión de moto con precio cerrado"],
  },
  "/mota/baterias": {
    title: "Baterías de moto",
    summary: "Prueba de la batería y cambio con el sistema de carga revisado.",
    description:
      "Prueba y cambio de la batería de la moto en un taller RodaCerta: también revisamos el sistema de carga.",
    intro: [
      "Probamos la batería y el sistema de carga (regulador y alternador) y, si hace falta, montamos una batería nueva adecuada para su moto.",
    ],
    when: [
      "De media, una batería dura de 4 a 5 años; en una moto parada durante meses dura menos.",
      "Antes del invierno, o si la moto va a estar mucho tiempo parada.",
    ],
    signs: [
      "El motor de arranque gira despacio.",
      "Luces débiles con el motor al ralentí.",
      "La moto no arranca después de unos días parada.",
    ],
    facts: [
      "Si la moto va a estar parada varias semanas, un cargador de mantenimiento evita que la batería se descargue.",
    ],
  },
};

const TRUCK_HEADINGS_ES = { when: "Para quién es", signs: "Señales de que lo necesita" };

export const TRUCK_PAGES_ES: Record<string, ServicePageCopy> = {
  "/camiao/gestao-de-frotas": {
    title: "Gestión de flotas",
    summary: "Neumáticos y mantenimiento de toda la flota con un solo contacto.",
    description:
      "Gestión de neumáticos y mantenimiento de flotas de camiones: plan por vehículo, control del desgaste y facturación mensual. Pida presupuesto.",
    intro: [
      "Un solo contacto para los neumáticos y el mantenimiento de toda la flota: plan de mantenimiento por vehículo, control del desgaste y de la presión, y facturación mensual.",
      "Adaptamos el servicio a su operativa, con horarios ampliados en los talleres preparados para vehículos pesados.",
    ],
    when: [
      "Empresas con uno o más vehículos pesados: transporte, logística, distribución.",
      "Quien quiere reducir las paradas imprevistas y el coste por kilómetro.",
    ],
    signs: [
      "Desgaste irregular de los neumáticos de la flota.",
      "Paradas imprevistas por pinchazos o averías.",
      "Costes de mantenimiento difíciles de controlar.",
    ],
    headings: TRUCK_HEADINGS_ES,
  },
  "/camiao/assistencia-24h-camiao": {
    title: "Asistencia 24 h para camiones",
    summary: "Pinchazos y reventones resueltos en carretera, a cualquier hora.",
    description:
      "Asistencia en carretera 24 horas para camiones: cambio o reparación de neumáticos en el lugar. Pida un presupuesto para su empresa.",
    intro: [
      "Un pinchazo o un reventón no puede detener su carga. Nuestra asistencia se desplaza al lugar para reparar o cambiar el neumático, de día o de noche.",
      "Con las empresas acordamos de antemano los precios y la forma de pedir asistencia.",
    ],
    when: [
      "Camiones, autobuses y remolques parados en la carretera por un neumático.",
      "Empresas que quieren un contrato de asistencia con condiciones pactadas.",
    ],
    signs: [
      "Pérdida de presión en un neumático.",
      "Vibración anormal o el camión se va hacia un lado.",
      "Alerta del sistema de control de la presión.",
    ],
    headings: TRUCK_HEADINGS_ES,
  },
  "/camiao/pneus-industriais": {
    title: "Neumáticos industriales",
    summary: "Neumáticos para carretillas elevadoras, maquinaria y vehículos de obra.",
    description:
      "Neumáticos industriales para carretillas elevadoras, maquinaria de obra y vehículos agrícolas, con montaje. Pida un presupuesto sin compromiso.",
    intro: [
      "Suministramos y montamos neumáticos para carretillas elevadoras, palas cargadoras, maquinaria de obra y remolques: macizos, neumáticos con cámara de aire y superelásticos.",
    ],
    when: [
      "Almacenes con carretillas elevadoras, obras con maquinaria y explotaciones agrícolas.",
      "Cuando la banda de rodadura llega al límite del fabricante o, en los neumáticos macizos, a la línea marcada en el flanco.",
    ],
    signs: [
      "Cortes o trozos arrancados en la banda de rodadura.",
      "Máquina inestable o que vibra con carga.",
      "Flancos agrietados por el sol o por productos químicos.",
    ],
    headings: TRUCK_HEADINGS_ES,
  },
};
