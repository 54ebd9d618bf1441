/**
 * Spanish (es-ES) copy of the car service pages, keyed by the page's Portuguese path (see car-pages.ts). Written for
 * Spain: ITV instead of the Portuguese IPO, "taller", "coche". Lists have the same length as the Portuguese ones.
 */
import type { ServicePageCopy } from "./service-pages.ts";

export const CAR_PAGES_ES: Record<string, ServicePageCopy> = {
  "/carro/travoes": {
    title: "Frenos: pastillas, discos y líquido",
    summary: "Pastillas, discos y líquido de frenos con piezas de primeras marcas.",
    description:
      "Revisión y cambio de pastillas, discos y líquido de frenos en un taller RodaCerta: presupuesto gratuito y cita previa online.",
    intro: [
      "Revisamos todo el sistema de frenado —pastillas, discos, latiguillos, pinzas y líquido— y sustituimos lo que esté desgastado con piezas de primeras marcas.",
      "Recibirá el presupuesto antes de que empecemos y solo seguimos adelante con su autorización.",
    ],
    when: [
      "Pastillas: por lo general entre 30 000 y 50 000 km, según el coche y la forma de conducir.",
      "Discos: normalmente cada dos cambios de pastillas, o cuando están por debajo del grosor mínimo grabado en el disco.",
      "Líquido de frenos: cada 40 000 km o 2 años, lo que ocurra primero.",
    ],
    signs: [
      "Chirrido metálico al frenar.",
      "El pedal se hunde más o parece esponjoso.",
      "Vibración en el volante o en el pedal al frenar.",
      "El coche se va hacia un lado al frenar.",
      "Testigo de frenos encendido en el cuadro.",
    ],
    facts: [
      "El líquido de frenos absorbe humedad con el tiempo y pierde eficacia cuando se calienta: cámbielo cada 40 000 km o 2 años.",
    ],
  },
  "/carro/amortecedores-para-carro": {
    title: "Amortiguadores para coche",
    summary: "Dos amortiguadores del mismo eje, montados y revisados.",
    description:
      "Cambio de los amortiguadores del mismo eje con precio cerrado, piezas y montaje incluidos, en un taller RodaCerta cerca de usted.",
    intro: [
      "Los amortiguadores mantienen los neumáticos en contacto con la carretera. Los cambiamos siempre por parejas, en el mismo eje, para que el coche frene y gire de forma equilibrada.",
      "El precio incluye los dos amortiguadores, el montaje y la revisión final. Si no sabe si los necesita, pida una revisión en el taller: el presupuesto es gratuito y solo paga el cambio que acepte.",
    ],
    when: [
      "Revisión cada 20 000 km o siempre que cambie los neumáticos.",
      "Cambio habitual entre 80 000 y 100 000 km, antes si circula por carreteras en mal estado.",
    ],
    signs: [
      "El coche sigue balanceándose después de pasar un badén.",
      "El morro se hunde mucho al frenar.",
      "Desgaste irregular de los neumáticos, a manchas.",
      "Aceite que gotea por el cuerpo del amortiguador.",
      "Golpes secos en la suspensión en firmes irregulares.",
    ],
    facts: [
      "Unos amortiguadores gastados alargan la distancia de frenado y hacen que los neumáticos pierdan agarre en curva y con lluvia.",
    ],
  },
  "/carro/correia-de-distribuicao-para-carro": {
    title: "Correa de distribución",
    summary: "Kit de distribución completo con tensor, rodillos y bomba de agua.",
    description:
      "Cambio de la correa de distribución con kit completo y mano de obra en un taller RodaCerta: presupuesto gratuito para su motor.",
    intro: [
      "La correa de distribución sincroniza el cigüeñal con el árbol de levas. Si se rompe con el motor en marcha, las válvulas pueden golpear los pistones y la reparación sale mucho más cara.",
      "Cambiamos el kit completo —correa, tensor y rodillos— y la bomba de agua cuando lo indica el fabricante. El precio depende del motor: le damos el presupuesto antes.",
    ],
    when: [
      "Según el plan del fabricante: en muchos motores entre 60 000 y 120 000 km o cada 5 o 6 años, lo que llegue primero.",
      "Cuando compra un coche de segunda mano sin registro del último cambio.",
    ],
    signs: [
      "La mayoría de las veces no avisa: lo que cuenta es el plan de mantenimiento.",
      "Chirrido o ruido de rodamiento en el lado de la distribución.",
      "Fuga de líquido refrigerante junto a la bomba de agua.",
    ],
  },
  "/carro/filtros": {
    title: "Filtros: aceite, aire, habitáculo y combustible",
    summary: "Filtros de aceite, de aire, de habitáculo y de combustible.",
    description:
      "Cambio de los filtros de aceite, de aire, de habitáculo y de combustible de su coche en un taller RodaCerta, con cita previa online.",
    intro: [
      "Unos filtros limpios protegen el motor, reducen el consumo y mantienen el aire del interior del coche sin polvo ni polen.",
      "Cambiamos los filtros que indica el fabricante para su motor. Si también necesita cambiar el aceite, un pack de cambio de aceite ya incluye el filtro de aceite.",
    ],
    when: [
      "Filtro de aceite: en cada cambio de aceite.",
      "Filtro de aire: cada 30 000 km, o antes si circula mucho por caminos de tierra.",
      "Filtro de habitáculo (antipolen): una vez al año, preferiblemente antes de la primavera.",
      "Filtro de combustible: según el plan del fabricante, sobre todo en los motores diésel.",
    ],
    signs: [
      "Olor a humedad al encender la ventilación.",
      "Cristales que se empañan con facilidad.",
      "Menos potencia o un consumo más alto de lo habitual.",
      "Arranques difíciles en un motor diésel.",
    ],
    facts: [
      "Le recomendamos cambiar el aceite y el filtro cada 15 000 a 20 000 km (7500 a 10 000 km en coches anteriores al año 2000).",
    ],
    related: ["Packs de cambio de aceite y filtros"],
  },
  "/carro/escovas-limpa-para-brisas-para-carro": {
    title: "Escobillas limpiaparabrisas",
    summary: "Escobillas nuevas a la medida de su coche y líquido rellenado.",
    description:
      "Escobillas limpiaparabrisas nuevas con montaje y líquido rellenado en un taller RodaCerta. Consulte precios y talleres cerca de usted.",
    intro: [
      "Montamos escobillas con la longitud y el anclaje adecuados para su coche, delante y detrás, y rellenamos el depósito del líquido limpiaparabrisas.",
    ],
    when: [
      "Una vez al año, preferiblemente en otoño, antes de las primeras lluvias.",
      "Después de un verano muy caluroso: el sol endurece y agrieta la goma.",
    ],
    signs: [
      "Dejan rayas o zonas sin limpiar en el cristal.",
      "Chirrían o dan saltos al pasar por el cristal.",
      "Goma agrietada, rota o endurecida.",
    ],
    facts: [
      "Con lluvia intensa, una escobilla gastada reduce mucho la visibilidad, sobre todo de noche con las luces de los demás coches.",
    ],
  },
  "/carro/inspecao-automovel-ipo": {
    title: "Preparación para la ITV",
    summary: "Revisamos lo que más suele fallar en la ITV antes de que vaya.",
    description:
      "Pre-ITV del coche: luces, frenos, neumáticos, suspensión y emisiones revisados en un taller RodaCerta, con precio cerrado.",
    intro: [
      "Antes de la Inspección Técnica de Vehículos (ITV) revisamos los puntos que más defectos acumulan: luces, frenos, neumáticos, suspensión, dirección, escape y cristales.",
      "Si encontramos algo, le decimos qué es y cuánto cuesta antes de repararlo. Así va a la ITV sin sorpresas.",
    ],
    when: [
      "Una o dos semanas antes de la fecha de la ITV.",
      "Turismos: primera ITV a los 4 años, después cada 2 años hasta los 10 años y, a partir de ahí, todos los años.",
    ],
    signs: [
      "Alguna bombilla fundida o un faro opaco.",
      "Testigos de aviso encendidos en el cuadro.",
      "Neumáticos gastados, con cortes o con desgaste irregular.",
      "Humo o ruido anormal en el escape.",
    ],
    facts: ["Le recomendamos cambiar los neumáticos antes de que la banda de rodadura llegue a 2 mm de profundidad."],
  },
  "/carro/desinfecao-ozono": {
    title: "Desinfección del coche con ozono",
    summary: "Elimina bacterias, hongos y malos olores del habitáculo.",
    description:
      "Desinfección del habitáculo y de los conductos del aire acondicionado con ozono en un taller RodaCerta: elimina bacterias, hongos y olores.",
    intro: [
      "El ozono elimina bacterias, hongos, ácaros y malos olores del habitáculo y de los conductos del aire acondicionado.",
      "El coche permanece cerrado con el generador de ozono en marcha; al terminar, ventilamos bien el habitáculo antes de entregárselo.",
    ],
    when: [
      "Una vez al año, preferiblemente junto con la carga del aire acondicionado.",
      "Después de llevar animales, de que alguien haya fumado en el coche o de comprar un coche de segunda mano.",
    ],
    signs: [
      "Olor a moho al encender el aire acondicionado.",
      "Estornudos u ojos irritados dentro del coche.",
      "Olores que no desaparecen con la limpieza habitual.",
    ],
    related: ["Kits de ozono para añadir a otro servicio", "Carga de aire acondicionado"],
  },
};
