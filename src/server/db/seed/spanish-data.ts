/**
 * Spanish (es-ES) names and "what we do" lines of the seeded services and packs (issue 13 item 2), by id. The seed
 * writes them into `services.nombre_es / incluye_es` and `service_packs.nombre_es / lines_es`; migration 0023 fills the
 * same columns on databases seeded before it (keep both in step: seed.int.test.ts checks every seeded row has them).
 */
export const SERVICES_ES: Record<string, { nombre: string; incluye?: string[] }> = {
  "95140": { nombre: "Cambio de la rueda de repuesto (turismo)" },
  "95141": { nombre: "Cambio de la rueda de repuesto (otros vehículos)" },
  MONTAJE_TALLER: { nombre: "Montaje en el taller (válvula, equilibrado y desmontaje)" },
  RECOGIDA_TALLER: { nombre: "Recogida en el taller" },
  MONTAJE_TALLER_BATERIA: { nombre: "Montaje de la batería y reciclaje de la antigua" },
  RECOGIDA_TALLER_BATERIA: { nombre: "Recogida de la batería en el taller" },
  RECOGIDA_TALLER_ACEITE: { nombre: "Cambio de aceite en el taller" },
  TESTSEGURIDAD: { nombre: "Test de seguridad (25 puntos)" },
  ITV_APPLUS: { nombre: "Pre-ITV" },
  ALINEACION: { nombre: "Alineación 3D de la dirección" },
  SEGURO_PNEU: { nombre: "Seguro del neumático (1 año, pinchazos ilimitados)" },
  NITROGENO: { nombre: "Inflado con nitrógeno" },
  KIT4X4: { nombre: "Válvulas y equilibrado 4x4" },
  PACK_INVIERNO: { nombre: "Pack invierno (escobillas, líquido y revisión de la batería)" },
  CITA_PNEUS: {
    nombre: "Montaje o cambio de neumáticos",
    incluye: [
      "Desmontaje y montaje de los neumáticos",
      "Válvulas nuevas y equilibrado",
      "Comprobación de la presión",
      "Precio por neumático; los neumáticos se compran aparte",
    ],
  },
  CITA_OLEO: {
    nombre: "Cambio de aceite y filtros",
    incluye: [
      "Aceite indicado por el fabricante (hasta 5 L)",
      "Filtro de aceite",
      "Comprobación de niveles y fugas",
      "Puesta a cero del indicador de mantenimiento",
    ],
  },
  CITA_TRAVOES: {
    nombre: "Frenos: pastillas y discos",
    incluye: [
      "Pastillas de freno de un eje",
      "Comprobación del grosor de los discos",
      "Comprobación del líquido de frenos",
      "Prueba de frenada",
    ],
  },
  CITA_AC: {
    nombre: "Carga de aire acondicionado",
    incluye: [
      "Comprobación de fugas y de la presión del circuito",
      "Recuperación del gas antiguo y vacío",
      "Carga de gas R134a o R1234yf según el coche",
      "Medición de la temperatura del aire a la salida",
    ],
  },
  CITA_REVISAO: {
    nombre: "Revisión de mantenimiento",
    incluye: [
      "Revisión según el plan del fabricante",
      "Aceite y filtros según el plan",
      "Comprobación de frenos, suspensión y luces",
      "Sello en el libro de mantenimiento",
    ],
  },
  CITA_DIAGNOSTICO: {
    nombre: "Diagnosis electrónica",
    incluye: [
      "Lectura de averías de la centralita (OBD)",
      "Prueba de sensores y actuadores",
      "Informe con las causas y el presupuesto",
    ],
  },
  CITA_MOTA_PNEUS: {
    nombre: "Neumáticos de moto",
    incluye: [
      "Desmontaje y montaje del neumático",
      "Equilibrado de la rueda",
      "Comprobación de la presión",
      "Precio por neumático; los neumáticos se compran aparte",
    ],
  },
  CITA_MOTA_REVISAO: {
    nombre: "Revisión de moto",
    incluye: [
      "Cambio de aceite y filtro de aceite",
      "Ajuste y engrase de la cadena",
      "Comprobación de frenos, neumáticos y luces",
      "Comprobación de la batería",
    ],
  },
  CITA_TROTINETA: {
    nombre: "Reparación de patinete eléctrico",
    incluye: ["Diagnosis del patinete", "Reparación de pinchazos y frenos", "Presupuesto antes de cualquier pieza"],
  },
  CITA_CAMIAO: {
    nombre: "Neumáticos y mantenimiento de camión",
    incluye: [
      "Montaje y rotación de neumáticos de camión",
      "Comprobación de frenos y suspensión",
      "Presupuesto gratuito en el taller",
    ],
  },
  AC_R134A: {
    nombre: "Carga de aire acondicionado con gas R134a",
    incluye: [
      "Comprobación de fugas y de la presión del circuito",
      "Recuperación del gas antiguo y vacío del circuito",
      "Carga de gas R134a con aceite y contraste para detectar fugas",
      "Medición de la temperatura del aire a la salida",
    ],
  },
  AC_R1234YF: {
    nombre: "Carga de aire acondicionado con gas R1234yf",
    incluye: [
      "Comprobación de fugas y de la presión del circuito",
      "Recuperación del gas antiguo y vacío del circuito",
      "Carga de gas R1234yf (coches fabricados a partir de 2018) con aceite",
      "Medición de la temperatura del aire a la salida",
    ],
  },
  OZONO: {
    nombre: "Desinfección del habitáculo con ozono",
    incluye: [
      "Limpieza de las rejillas de ventilación",
      "Tratamiento con ozono del habitáculo y de los conductos del aire acondicionado",
      "Eliminación de olores, bacterias y hongos",
      "Ventilación del habitáculo antes de la entrega",
    ],
  },
  KIT_OZONO_1: {
    nombre: "Kit ozono 1: desinfección con ozono y filtro de habitáculo",
    incluye: [
      "Desinfección del habitáculo con ozono",
      "Filtro de habitáculo nuevo",
      "Limpieza de las rejillas de ventilación",
    ],
  },
  KIT_OZONO_2: {
    nombre: "Kit ozono 2: desinfección, filtro de carbón activo e higienización del aire acondicionado",
    incluye: [
      "Desinfección del habitáculo con ozono",
      "Filtro de habitáculo de carbón activo",
      "Higienización del evaporador del aire acondicionado con espuma antibacteriana",
      "Limpieza de las rejillas de ventilación",
    ],
  },
  AMORTECEDORES_EIXO: {
    nombre: "Cambio de 2 amortiguadores (un eje)",
    incluye: [
      "Dos amortiguadores nuevos de calidad original, en el mismo eje",
      "Topes y guardapolvos",
      "Mano de obra de desmontaje y montaje",
      "Comprobación de la alineación después del montaje",
    ],
  },
  PRE_IPO: {
    nombre: "Preparación para la ITV",
    incluye: [
      "Comprobación de luces, frenos, dirección y suspensión",
      "Comprobación de neumáticos, escobillas, cristales y cinturones",
      "Comprobación de emisiones y de fugas",
      "Informe de los puntos que hay que corregir antes de la ITV",
    ],
  },
  PACK_INVERNO: {
    nombre: "Pack invierno: escobillas, líquido anticongelante y revisión de la batería",
    incluye: [
      "Par de escobillas limpiaparabrisas delanteras",
      "Líquido limpiaparabrisas con anticongelante (hasta 2 L)",
      "Prueba de la batería y del sistema de carga",
      "Comprobación del líquido refrigerante y de las luces",
    ],
  },
  CITA_DISTRIBUICAO: {
    nombre: "Cambio de la correa de distribución",
    incluye: [
      "Kit de distribución: correa, tensor y rodillos",
      "Bomba de agua, cuando el fabricante lo indica",
      "Líquido refrigerante",
      "Mano de obra y comprobación del calado del motor",
    ],
  },
  CITA_FILTROS: {
    nombre: "Cambio de filtros",
    incluye: [
      "Filtro de aire del motor",
      "Filtro de habitáculo",
      "Filtro de combustible, cuando lo pide el plan de mantenimiento",
    ],
  },
  CITA_ESCOVAS: {
    nombre: "Cambio de escobillas limpiaparabrisas",
    incluye: [
      "Par de escobillas delanteras a medida del coche",
      "Escobilla trasera, si la tiene",
      "Comprobación de los surtidores y del líquido",
    ],
  },
  CITA_AMORTECEDORES: {
    nombre: "Amortiguadores: revisión y cambio",
    incluye: [
      "Prueba de los amortiguadores y de la suspensión",
      "Cambio por parejas, por eje",
      "Comprobación de la alineación después del montaje",
    ],
  },
  CITA_MOTA_TRAVOES: {
    nombre: "Frenos de moto: pastillas y discos",
    incluye: [
      "Pastillas de freno de una rueda",
      "Comprobación de los discos y de las pinzas",
      "Comprobación del líquido de frenos",
    ],
  },
  CITA_MOTA_TRANSMISSAO: {
    nombre: "Kit de transmisión de moto",
    incluye: ["Cadena, corona y piñón nuevos", "Ajuste de la tensión de la cadena", "Engrase de la cadena"],
  },
  CITA_MOTA_EMBRAIAGEM: {
    nombre: "Embrague de moto",
    incluye: [
      "Discos de embrague y muelles",
      "Junta de la tapa y aceite",
      "Ajuste del cable o purga del circuito hidráulico",
    ],
  },
  CITA_MOTA_FILTRO_OLEO: {
    nombre: "Filtro de aceite de moto",
    incluye: ["Filtro de aceite nuevo", "Comprobación del nivel de aceite", "Comprobación de fugas"],
  },
  CITA_MOTA_FILTRO_AR: {
    nombre: "Filtro de aire de moto",
    incluye: ["Filtro de aire nuevo", "Limpieza de la caja del filtro"],
  },
  CITA_MOTA_OLEO: {
    nombre: "Cambio de aceite de moto",
    incluye: ["Aceite de motor indicado por el fabricante", "Filtro de aceite", "Comprobación de los niveles"],
  },
  CITA_MOTA_BATERIA: {
    nombre: "Batería de moto: prueba y cambio",
    incluye: [
      "Prueba de la batería y del sistema de carga",
      "Batería nueva, si hace falta, con montaje",
      "Reciclaje de la batería antigua",
    ],
  },
  CITA_CAMIAO_FROTAS: {
    nombre: "Gestión de flotas: mantenimiento programado",
    incluye: [
      "Plan de mantenimiento para la flota",
      "Neumáticos, frenos y revisiones en un solo taller",
      "Informe por vehículo y factura mensual",
      "Presupuesto gratuito",
    ],
  },
  REV_MOTA_125: {
    nombre: "Revisión de moto hasta 125 cc",
    incluye: [
      "Aceite de motor indicado por el fabricante (hasta 1,5 L) y filtro de aceite",
      "Limpieza o cambio del filtro de aire, según su estado",
      "Comprobación y ajuste de la transmisión (cadena o correa)",
      "Comprobación de frenos, neumáticos, luces y batería",
    ],
  },
  REV_MOTA_500: {
    nombre: "Revisión de moto de 126 a 500 cc",
    incluye: [
      "Aceite de motor indicado por el fabricante (hasta 2,5 L) y filtro de aceite",
      "Comprobación de las bujías y del filtro de aire",
      "Limpieza, ajuste y engrase de la cadena",
      "Comprobación de frenos, líquido de frenos, neumáticos, luces y batería",
    ],
  },
  REV_MOTA_MAIS_500: {
    nombre: "Revisión de moto de más de 500 cc",
    incluye: [
      "Aceite de motor indicado por el fabricante (hasta 4 L) y filtro de aceite",
      "Comprobación de las bujías, del filtro de aire y del líquido refrigerante",
      "Limpieza, ajuste y engrase de la cadena",
      "Comprobación de frenos, líquido de frenos, suspensión, neumáticos, luces y batería",
      "Lectura de averías de la centralita, cuando la moto lo permite",
    ],
  },
  REV_MOTA_ELETRICA: {
    nombre: "Revisión de moto eléctrica",
    incluye: [
      "Diagnosis de la batería de tracción y del cargador",
      "Comprobación de las conexiones eléctricas y del motor",
      "Comprobación de la transmisión (correa o cadena) y de la suspensión",
      "Comprobación de frenos, líquido de frenos, neumáticos y luces",
    ],
  },
};

const OIL_CHANGE = "Cambio de aceite (hasta 5 L)";
const SAFETY_TEST = "Test de seguridad";

export const PACKS_ES: Record<string, { nombre: string; lines: string[] }> = {
  PACK_BASIC: {
    nombre: "Pack Basic",
    lines: [OIL_CHANGE, "Filtro de aceite", "Puesta a cero del indicador de mantenimiento", SAFETY_TEST],
  },
  PACK_PLUS: {
    nombre: "Pack Plus",
    lines: [
      OIL_CHANGE,
      "Filtro de aceite",
      "Filtro de aire",
      "Líquido refrigerante (hasta 1 L)",
      "Líquido limpiaparabrisas (hasta 2 L)",
      "Puesta a cero del indicador de mantenimiento",
      SAFETY_TEST,
    ],
  },
  PACK_PREMIUM: {
    nombre: "Pack Premium",
    lines: [
      OIL_CHANGE,
      "Filtro de aceite",
      "Filtro de aire",
      "Filtro de habitáculo",
      "Líquido refrigerante (hasta 1 L)",
      "Líquido limpiaparabrisas (hasta 2 L)",
      "Puesta a cero del indicador de mantenimiento",
      SAFETY_TEST,
    ],
  },
  PACK_CONFORT: {
    nombre: "Pack Confort",
    lines: [
      OIL_CHANGE,
      "Filtro de aceite",
      "Filtro de aire",
      "Filtro de habitáculo",
      "Higienización del aire acondicionado con ozono",
      "Líquido limpiaparabrisas (hasta 2 L)",
      SAFETY_TEST,
    ],
  },
};

/**
 * Spanish (es-ES) titles and descriptions of the seeded promotions (by slug), descriptions of the seeded coupons (by
 * code) and the seeded maintenance notice (issue 13 leftovers). The seed writes them into `promotions.titulo_es /
 * descripcion_es`, `coupons.descripcion_es` and `maintenance_windows.message_es`; migration 0024 fills the same columns
 * on databases seeded before it (keep both in step).
 */
export const PROMOTIONS_ES: Record<string, { titulo: string; descripcion: string }> = {
  "michelin-inverno": {
    titulo: "Michelin: −15 % en neumáticos de invierno y all season",
    descripcion:
      "Prepare su coche para la lluvia y el frío con un 15 % de descuento en toda la gama Michelin CrossClimate y Alpin, con montaje incluido.",
  },
  "continental-2-mais-2": {
    titulo: "Continental: 10 % en la compra de 4 neumáticos",
    descripcion:
      "En la compra de 4 neumáticos Continental le descontamos un 10 % del total. Válido en todas las medidas en stock.",
  },
  "mabor-nacional": {
    titulo: "Mabor, fabricado en Portugal: −12 %",
    descripcion: "Neumáticos Mabor fabricados en Lousado con un 12 % de descuento hasta final de año.",
  },
  "pirelli-mota": {
    titulo: "Pirelli Angel GT II y Diablo Rosso IV: −10 %",
    descripcion:
      "Un 10 % de descuento en los neumáticos de moto Pirelli de carretera y deportivos, con montaje en el taller.",
  },
  "frotas-inverno": {
    titulo: "Flotas: revisión de invierno gratuita",
    descripcion:
      "Para flotas con contrato: revisión de neumáticos, frenos y luces sin coste al pedir cita previa para cualquier servicio.",
  },
};

export const COUPONS_ES: Record<string, string> = {
  BEMVINDO10: "10 % de descuento en su primera compra de neumáticos",
  OLEO5: "5 € de descuento en el cambio de aceite",
  INVERNO15: "15 € de descuento en compras superiores a 150 €",
  VERAO2025: "Campaña de verano de 2025 (caducada)",
};

/** The seeded maintenance window's notice. */
export const MAINTENANCE_MESSAGE_ES = "Actualización del sistema de pagos";
