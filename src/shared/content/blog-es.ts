/**
 * The Spanish (es-ES) text of the blog articles, by the Portuguese article's slug (blog.ts), written for drivers in
 * Spain. The Spanish addresses are in slugs.ts; the dates are the Portuguese articles'.
 */
import type { BlogPost } from "./blog.ts";

export type BlogText = Omit<BlogPost, "slug" | "date">;

export const BLOG_POSTS_ES: Record<string, BlogText> = {
  "pressao-dos-pneus": {
    title: "Presión de los neumáticos: cuándo y cómo revisarla",
    summary:
      "Con poca presión, los neumáticos gastan más combustible, se desgastan por los bordes y frenan peor. Revisarla lleva dos minutos en una gasolinera.",
    description:
      "Cada cuánto revisar la presión de los neumáticos, dónde encontrar los valores correctos para su coche y por qué una presión baja cuesta dinero y seguridad.",
    sections: [
      {
        h: "Por qué importa la presión",
        p: [
          "El neumático solo toca el suelo en una superficie del tamaño de una mano. Con poca presión, esa superficie se deforma: el coche consume más combustible, el neumático se calienta y se desgasta antes por los bordes, y la distancia de frenado sobre mojado aumenta.",
          "Con demasiada presión ocurre lo contrario: el centro de la banda de rodadura se desgasta primero, el agarre disminuye y la conducción se vuelve más seca en los baches.",
        ],
      },
      {
        h: "Cada cuánto revisarla",
        p: [
          "Una vez al mes y antes de cualquier viaje largo. Los neumáticos pierden presión de forma natural, aunque no estén pinchados, y la diferencia no se aprecia a simple vista.",
          "Mida siempre con los neumáticos en frío: después de recorrer más de tres kilómetros, el aire se calienta y el manómetro marca valores más altos que los reales. No quite aire a un neumático caliente.",
        ],
      },
      {
        h: "Dónde encontrar los valores correctos",
        p: [
          "Los valores recomendados por el fabricante figuran en una etiqueta en el marco de la puerta del conductor, en el interior de la tapa del depósito o en el manual del vehículo. Suelen ser distintos delante y detrás.",
          "Con el coche cargado (equipaje, familia, remolque), utilice los valores de carga máxima indicados en la misma etiqueta, normalmente entre 0,2 y 0,3 bar más.",
          "El valor grabado en el flanco del neumático es la presión máxima que soporta, no la presión a la que debe circular.",
        ],
      },
      {
        h: "El testigo del salpicadero",
        p: [
          "Los coches nuevos vendidos en la Unión Europea desde noviembre de 2014 llevan un sistema de control de la presión. Si se enciende el testigo, revise los cuatro neumáticos en cuanto pueda y busque un pinchazo si uno de ellos está claramente más desinflado.",
          "Después de ajustar las presiones, algunos sistemas deben reiniciarse: el procedimiento figura en el manual.",
        ],
      },
    ],
    next: { label: "Encontrar un taller cerca de usted", to: "/oficinas-mecanicas" },
  },
  "quando-mudar-o-oleo": {
    title: "Cuándo cambiar el aceite del motor",
    summary:
      "El intervalo adecuado depende del coche, del aceite y de cómo conduce. Aprenda a leer el plan de mantenimiento y a reconocer las señales de que ha llegado el momento.",
    description:
      "Cada cuántos kilómetros cambiar el aceite del motor, qué cambia en los coches más antiguos y por qué también se cambia el filtro. Consejos de RodaCerta.",
    sections: [
      {
        h: "La regla general",
        p: [
          "En un coche reciente, con aceite sintético, el cambio se hace normalmente cada 15 000 a 20 000 km, o una vez al año si hace pocos kilómetros: el aceite envejece aunque el coche esté parado.",
          "En vehículos anteriores al año 2000 el intervalo es más corto, entre 7500 y 10 000 km, porque los motores y los aceites para los que se diseñaron son distintos.",
          "El plan de mantenimiento del fabricante siempre prevalece sobre estas referencias. Algunos coches calculan el intervalo por sí solos y avisan en el salpicadero.",
        ],
      },
      {
        h: "Cuándo cambiarlo antes",
        p: [
          "Los trayectos cortos por ciudad, en los que el motor apenas llega a calentarse, los arranques en frío frecuentes, el remolque o las pistas de tierra son condiciones severas: en esos casos, cuente con el límite inferior del intervalo o menos.",
          "Si el nivel baja entre cambios, si el aceite de la varilla está muy oscuro y espeso o si se enciende el testigo de presión del aceite, no espere a la fecha prevista.",
        ],
      },
      {
        h: "Filtro y tipo de aceite",
        p: [
          "En cada cambio se sustituye también el filtro de aceite: un filtro viejo devuelve al motor las partículas que ya había retenido.",
          "El aceite adecuado es el que indica el fabricante, con la viscosidad (por ejemplo, 5W-30) y la norma del motor. Un aceite distinto puede anular la garantía y, en los motores diésel con filtro de partículas, acortar su vida útil.",
        ],
      },
      {
        h: "Qué incluye el cambio en RodaCerta",
        p: [
          "Nuestros packs de cambio de aceite incluyen hasta 5 litros de aceite, el filtro y la revisión de niveles: líquido refrigerante hasta 1 litro y líquido limpiaparabrisas hasta 2 litros. La tasa de gestión de aceites usados, de 0,06 € por litro, se indica aparte.",
        ],
      },
    ],
    next: { label: "Ver los packs de cambio de aceite", to: "/mudanca-de-oleo-filtros" },
  },
  "pneus-de-inverno-ou-todo-o-ano": {
    title: "¿Neumáticos de invierno o para todo el año?",
    summary:
      "Por debajo de 7 °C, la goma de los neumáticos de verano se endurece y pierde agarre. Vea cuándo compensan los de invierno y cuándo bastan los de todo el año.",
    description:
      "Diferencias entre neumáticos de verano, de invierno y para todo el año, qué significan los símbolos M+S y 3PMSF y cuál conviene para conducir en España.",
    sections: [
      {
        h: "La temperatura decide",
        p: [
          "Los neumáticos de verano usan una goma que funciona bien con calor. Por debajo de 7 °C se endurece, se agarra menos al asfalto y la distancia de frenado aumenta, incluso con el firme seco.",
          "Los neumáticos de invierno tienen una goma que se mantiene blanda con el frío y una banda de rodadura con muchos cortes pequeños (laminillas) que muerden la nieve y evacúan el agua y el barro.",
        ],
      },
      {
        h: "Neumáticos para todo el año",
        p: [
          "Los neumáticos para todo el año (all season) se quedan a medio camino: aguantan el calor del verano y se comportan bien con el frío y la lluvia del invierno, sin llegar al rendimiento de un neumático de invierno sobre nieve.",
          "Para quien vive en la costa o en Canarias y casi nunca ve temperaturas bajo cero, suelen ser la opción más práctica: evitan cambiar de neumáticos dos veces al año y guardar el segundo juego.",
        ],
      },
      {
        h: "Los símbolos del flanco",
        p: [
          "M+S (barro y nieve) es una declaración del fabricante sobre el dibujo de la banda de rodadura, sin ensayo obligatorio.",
          "El símbolo de la montaña con tres picos y un copo de nieve (3PMSF) garantiza que el neumático ha superado un ensayo oficial de tracción sobre nieve. Es el que cuenta cuando la señalización exige cadenas o neumáticos especiales.",
        ],
      },
      {
        h: "Qué elegir en España",
        p: [
          "En España los neumáticos de invierno no son obligatorios, pero en los puertos de montaña, como los del Pirineo o los de la sierra de Guadarrama, la señalización puede exigir cadenas o neumáticos especiales cuando hay hielo o nieve.",
          "Si vive o trabaja en la meseta norte o en zonas de montaña, o viaja a menudo a la nieve, los neumáticos de invierno compensan entre noviembre y marzo. En el resto del país, unos buenos neumáticos para todo el año o de verano en buen estado suelen bastar.",
          "Elija lo que elija, monte los cuatro neumáticos del mismo tipo: mezclar neumáticos de verano y de invierno desequilibra el coche en las curvas y en las frenadas.",
        ],
      },
    ],
    next: { label: "Buscar neumáticos por medida", to: "/pneus" },
  },
  "etiqueta-europeia-dos-pneus": {
    title: "Cómo leer la etiqueta europea de los neumáticos",
    summary:
      "Consumo, frenado sobre mojado y ruido: la etiqueta de la Unión Europea resume en tres letras y un número lo que más importa de un neumático.",
    description:
      "Qué significan las clases de eficiencia energética, adherencia sobre mojado y ruido exterior de la etiqueta europea de los neumáticos y cómo usarlas al elegir.",
    sections: [
      {
        h: "Una etiqueta igual en toda la Unión Europea",
        p: [
          "Desde 2012, los neumáticos vendidos en la Unión Europea llevan una etiqueta normalizada, revisada en mayo de 2021. La muestran la tienda, la web y el propio neumático, y cada modelo está registrado en una base de datos europea a la que se accede con el código QR de la etiqueta.",
          "En RodaCerta, la etiqueta aparece en cada ficha de neumático y en los resultados de búsqueda, para comparar modelos uno al lado del otro.",
        ],
      },
      {
        h: "Eficiencia energética",
        p: [
          "La clase, de la A (la mejor) a la E, mide la resistencia a la rodadura: cuanto menos se resiste el neumático, menos combustible o batería gasta el coche.",
          "Entre un neumático de clase A y uno de clase E, la diferencia de consumo puede llegar a unos 0,5 litros a los 100 km. En un coche eléctrico, se traduce en autonomía.",
        ],
      },
      {
        h: "Adherencia sobre mojado",
        p: [
          "También de la A a la E, es la clase que más pesa en la seguridad: mide la capacidad de frenar con lluvia.",
          "A 80 km/h, un coche con neumáticos de clase A se detiene hasta 18 metros antes que uno con neumáticos de clase E, la longitud de cuatro coches.",
        ],
      },
      {
        h: "Ruido exterior",
        p: [
          "El número en decibelios (dB) es el ruido de rodadura medido fuera del coche, y las letras A, B y C lo sitúan respecto al límite europeo: la A es la más silenciosa.",
          "Cada 3 dB más equivalen al doble de energía sonora. Un neumático más silencioso se nota sobre todo en autopista.",
        ],
      },
      {
        h: "Nieve y hielo",
        p: [
          "La etiqueta también puede mostrar el símbolo de la montaña con copo de nieve, para neumáticos homologados para nieve, y un símbolo de hielo, para neumáticos pensados para las carreteras heladas de los países nórdicos.",
        ],
      },
      {
        h: "Cómo usar la etiqueta",
        p: [
          "Para la mayoría de los conductores, la adherencia sobre mojado debería ser el primer criterio y el consumo el segundo. El ruido desempata.",
          "La etiqueta no lo dice todo: no mide la duración del neumático ni su comportamiento en seco. Las pruebas independientes y la gama del fabricante (premium, calidad o económica) completan la elección.",
        ],
      },
    ],
    next: { label: "Comparar neumáticos por la etiqueta", to: "/pneus" },
  },
};
