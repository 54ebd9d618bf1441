/** Spanish (es-ES) messages: oil. Same keys as ../pt/oil.ts. */
import type pt from "../pt/oil.ts";

export default {
  notFound: "Página no encontrada",
  breadcrumbOil: "Cambio de aceite y filtros",
  breadcrumbAssistant: "Asistente",

  // assistant: titles, steps, frame
  assistantMetaDescription:
    "Indíquenos la matrícula y los kilómetros de su coche: le mostramos el aceite indicado para el motor y el pack de cambio de aceite y filtros, con cita en el taller.",
  titlePlate: "Cambio de aceite: su matrícula",
  titleBrand: "¿Cuál es la marca de su coche?",
  titleModel: "¿Cuál es el modelo de su coche?",
  titleEngine: "¿Cuál es el motor de su coche?",
  titleKms: "¿Cuántos kilómetros tiene su coche?",
  titleOil: "Elija el aceite",
  titlePack: "Elija el pack",
  stepPlate: "Matrícula",
  stepKms: "Kilómetros",
  stepOil: "Aceite",
  stepPack: "Pack",
  stepBasket: "Cesta",
  stepsLabel: "Pasos del asistente",
  stepDone: "Hecho:",
  back: "← Volver al paso anterior",
  continue: "Continuar",
  searching: "Buscando…",
  loading: "Cargando…",

  // no-revision states
  noRevision2YearsTitle: "Su coche todavía no necesita revisión",
  noRevision2YearsText:
    "Su coche se matriculó hace menos de 2 años y sigue dentro del plan de mantenimiento inicial del fabricante. Cuando llegue el momento del primer cambio de aceite, vuelva a consultar su matrícula.",
  noRevisionNoOilTitle: "No tenemos el aceite indicado para este motor",
  noRevisionNoOilText:
    "No hemos encontrado un aceite recomendado para el motor de su coche, así que no podemos proponerle un pack en línea. Pida cita para una revisión de mantenimiento en el taller y nuestros mecánicos elegirán el aceite adecuado.",
  noRevisionElectricTitle: "Los coches eléctricos no necesitan cambio de aceite",
  noRevisionElectricText:
    "Su coche es eléctrico: el motor no usa aceite, así que no hay cambio de aceite que hacer. Para el mantenimiento de frenos, neumáticos o aire acondicionado, elija el servicio en nuestra página de servicios para coche.",
  noRevisionBook: "Pedir cita para la revisión en el taller",
  noRevisionCarServices: "Ver los servicios para coche",
  noRevisionContact: "Contacte con nosotros",

  // plate step
  plateNotFound: "Esta matrícula no existe",
  savedTitle: "Sus vehículos",
  savedUse: "Usar el vehículo {plate}",
  savedUseWithCar: "Usar el vehículo {plate}, {car}",
  plateIntro: "Con la matrícula encontramos el motor de su coche y los aceites indicados por el fabricante.",
  plateLabel: "Matrícula",
  platePlaceholder: "1234 BCD",
  pickTitle: "Elegir el coche a mano",
  pickTextBefore: "No hemos encontrado",
  pickTextAfter: "en el registro. Si es correcta, elija la marca, el modelo y el motor de su coche.",
  pickButton: "Elegir la marca, el modelo y el motor",
  loginQuestion: "¿Tiene cuenta?",
  loginLink: "Iniciar sesión para elegir uno de sus vehículos",

  // hand pick: brand → model → engine
  pickBrandLabel: "Marca",
  pickModelLabel: "Modelo",
  pickEngineLabel: "Motor",
  pickBrandChoose: "Elija la marca",
  pickModelChoose: "Elija el modelo",
  pickYearLabel: "Año del coche (opcional)",
  pickYearPlaceholder: "p. ej.: 2015",
  pickYearHint: "Con el año, ajustamos el intervalo de cambio (los coches anteriores al 2000 cambian el aceite antes).",
  pickBrandRequired: "Elija la marca de su coche",
  pickBrandUnknown: "Elija una marca de la lista",
  pickModelRequired: "Elija el modelo de su coche",
  pickModelUnknown: "Elija un modelo de la lista",
  pickEngineRequired: "Elija el motor de su coche",
  pickEngineUnknown: "Elija un motor de la lista",
  pickYearFormat: "Escriba el año con 4 cifras (p. ej.: 2015)",
  pickYearFuture: "El año no puede ser posterior a {year}",

  // kilometres step
  kmsLabel: "Kilómetros actuales",
  kmsPlaceholder: "p. ej.: 85.000",
  kmsLastLabel: "Kilómetros en el último cambio de aceite (opcional)",
  kmsLastHint: "Si lo sabe, le decimos si ya toca hacer el cambio.",
  kmsSeeOils: "Ver los aceites",
  kmsRequired: "El campo kilómetros es obligatorio",
  kmsFormat: "Escriba los kilómetros solo con cifras (p. ej.: 85.000)",
  kmsPositive: "Los kilómetros tienen que ser más de 0",
  kmsMax: "Los kilómetros no pueden pasar de 9.999.999",
  kmsLastRequired: "Este campo es obligatorio",
  kmsLastAboveCurrent: "Los kilómetros del último cambio no pueden ser más que los actuales",

  // oil step
  oilLegend: "Aceites indicados para el motor de su coche",
  oilRecommended: "Recomendado por el fabricante",
  oilSpec: "{type} · viscosidad SAE {sae} · norma del fabricante {norm}",
  oilPackLitres: "Todos los packs incluyen hasta {litres} L del aceite elegido.",
  oilContinue: "Continuar: elegir el pack",
  // fuel and oil type names (stored in Portuguese in the vehicle and oil catalogues)
  fuelPetrol: "Gasolina",
  fuelDiesel: "Diésel",
  fuelLpg: "GLP",
  fuelElectric: "Eléctrico",
  fuelHybrid: "Híbrido",
  oilTypeSynthetic: "Sintético",
  oilTypeSemiSynthetic: "Semisintético",
  oilTypeMineral: "Mineral",
  oilTypeSyntheticMoto: "Sintético (moto)",

  // advice: interval and sump capacity
  intervalAdvice: "Le aconsejamos cambiar el aceite cada {min} a {max}.",
  intervalAdviceOlder: "Para coches anteriores al 2000 le aconsejamos cambiar el aceite cada {min} a {max}.",
  intervalOverdue: "Ha hecho {since} desde el último cambio de aceite: el cambio va con retraso. {advice}",
  intervalDue: "Ha hecho {since} desde el último cambio de aceite: ya toca cambiar el aceite. {advice}",
  intervalNotYet: "Ha hecho {since} desde el último cambio de aceite: faltan unos {left} para el próximo. {advice}",
  intervalFirst: "Con {kms}, su coche todavía no ha llegado al primer cambio de aceite aconsejado. {advice}",
  intervalUnknown: "{advice} Si ya han pasado más de {min} desde el último cambio, es el momento de hacerlo.",
  capacityNotice:
    "El cárter de su coche lleva {capacity} de aceite y el pack incluye hasta {packLitres} L: los {extra} de más se cobran en el taller al precio por litro del aceite elegido.",
  wasteOilTax: "La tasa de aceite usado ({price} por litro) no está incluida.",

  // pack step
  packOilChosen: "Aceite elegido:",
  packOilChange: "Cambiar",
  packDuration: "· unos {minutes} min en el taller",
  packChooseLabel: "Elegir el {name}",
  packAdding: "Añadiendo a la cesta…",
  packChoose: "Elegir este pack",
  packWhatIncludes: "Qué incluye el {name}",
  packFootSafety: "El test de seguridad está incluido en todos los packs, sin coste.",
  packFootReplace: "Un pack nuevo sustituye al pack de revisión que ya tenga en la cesta.",

  // the lines a pack includes (the catalogue's Portuguese lines, shown in the page's language)
  lineOilChange: "Cambio de aceite (hasta 5 L)",
  lineOilFilter: "Filtro de aceite",
  lineAirFilter: "Filtro de aire",
  lineCabinFilter: "Filtro de habitáculo",
  lineCoolant: "Líquido refrigerante (hasta 1 L)",
  lineWasherFluid: "Líquido limpiaparabrisas (hasta 2 L)",
  lineServiceReset: "Puesta a cero del indicador de mantenimiento",
  lineSafetyTest: "Test de seguridad",
  lineAcOzone: "Higienización del aire acondicionado con ozono",

  // facts every pack shares
  factsTitle: "Conviene saber",
  factOil: "Hasta {litres} L de aceite de motor. Si su motor lleva más, los litros de más se pagan en el taller.",
  factFluids:
    "Líquido refrigerante hasta {coolant} L y líquido limpiaparabrisas hasta {washer} L, en los packs que los incluyen.",
  factInterval:
    "Le aconsejamos cambiar el aceite cada {min} a {max} km ({oldMin} a {oldMax} km en coches anteriores al 2000).",

  // pack page
  packMetaTitle: "{name}: cambio de aceite y filtros",
  packMetaDescription: "{name} por {price}: {lines}. Realizado en un taller RodaCerta en unos {minutes} minutos.",
  packIncludes: "Qué incluye",
  packSafetyNote:
    "El test de seguridad va incluido y no tiene coste: revisamos neumáticos, frenos, luces, niveles y suspensión.",
  packSafetyLink: "Vea qué se revisa",
  packPriceTitle: "Precio y tiempo en el taller",
  packVat: "IVA incluido · unos {minutes} minutos en el taller",
  packStartText:
    "Indíquenos la matrícula y los kilómetros: le mostramos el aceite indicado para su motor y después elige el taller, el día y la hora.",
  packStartButton: "Empezar por la matrícula",
  packOthers: "Otros packs",

  // safety test page
  safetyTitle: "Test de seguridad",
  safetyMetaDescription:
    "Test de seguridad del coche en un taller RodaCerta: neumáticos, frenos, luces, niveles, suspensión y batería. Gratis con cualquier pack de cambio de aceite.",
  safetyLead:
    "En unos {minutes} minutos, un mecánico revisa los puntos que más cuentan para su seguridad y le entrega el resultado por escrito, con lo que está bien y lo que conviene arreglar.",
  safetyTyres: "Neumáticos",
  safetyTyresPressure: "Presión de los cuatro neumáticos y de la rueda de repuesto",
  safetyTyresTread: "Profundidad del dibujo (mínimo legal 1,6 mm)",
  safetyTyresWear: "Desgaste irregular, cortes y bultos",
  safetyBrakes: "Frenos",
  safetyBrakesPads: "Grosor de las pastillas y estado de los discos",
  safetyBrakesFluid: "Nivel y estado del líquido de frenos",
  safetyBrakesHand: "Freno de mano",
  safetyLights: "Luces y visibilidad",
  safetyLightsAll: "Cortas, largas, de posición, intermitentes y luces de freno",
  safetyLightsWipers: "Escobillas del limpiaparabrisas",
  safetyLightsWindscreen: "Parabrisas (grietas e impactos)",
  safetyEngine: "Motor y niveles",
  safetyEngineOil: "Nivel del aceite del motor",
  safetyEngineCoolant: "Líquido refrigerante",
  safetyEngineWasher: "Líquido limpiaparabrisas",
  safetyEngineLeaks: "Fugas visibles de aceite o líquidos",
  safetySuspension: "Suspensión, dirección y escape",
  safetySuspensionShocks: "Amortiguadores y muelles",
  safetySuspensionSteering: "Holguras en la dirección",
  safetySuspensionExhaust: "Anclajes y fugas del escape",
  safetyBattery: "Batería",
  safetyBatteryCheck: "Tensión y estado de los bornes",
  safetyFreeTitle: "Gratis con cualquier pack de cambio de aceite",
  safetyFreeText: "El test de seguridad va incluido en todos los packs:",
  safetyChoosePack: "Elegir un pack por la matrícula",
  safetyBookOnly: "Pedir cita solo para el test de seguridad",
} satisfies Record<keyof typeof pt, string>;
