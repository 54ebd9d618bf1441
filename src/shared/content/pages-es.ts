/**
 * The Spanish (es-ES) text of the company, help and legal pages, by the Portuguese page's slug (pages.ts). The Spanish
 * addresses are in slugs.ts.
 */
import type { ContentPage } from "./pages.ts";

export type ContentText = Omit<ContentPage, "slug">;

export const CONTENT_PAGES_ES: Record<string, ContentText> = {
  empresa: {
    title: "Quiénes somos",
    description:
      "RodaCerta es una red de talleres y una tienda online de neumáticos y mantenimiento del coche, con talleres en Portugal, en la península y en Canarias.",
    sections: [
      {
        h: "Nuestra red",
        p: [
          "RodaCerta nació para que comprar neumáticos y cuidar del coche sea sencillo: elija online, pague como prefiera y móntelos en un taller cerca de usted.",
          "Tenemos talleres en todos los distritos de Portugal, también en Madeira y en Azores, y talleres asociados en España y en Canarias.",
        ],
      },
      {
        h: "Precios claros",
        p: [
          "El precio que ve incluye los impuestos (IVA, o IGIC en Canarias) y el montaje. Sin sorpresas en el taller.",
        ],
      },
    ],
  },
  "politica-de-privacidade": {
    title: "Política de privacidad",
    description: "Cómo trata RodaCerta sus datos personales, con qué fines y cuáles son sus derechos.",
    sections: [
      {
        h: "Responsable del tratamiento",
        p: [
          "RodaCerta — Pneus e Oficinas, Lda., NIF 509 999 993. Contacto del delegado de protección de datos: privacidad@rodacerta.es.",
        ],
      },
      {
        h: "Qué datos tratamos y por qué",
        p: [
          "Tratamos los datos que nos facilita al comprar, pedir cita para un servicio o crear una cuenta (nombre, datos de contacto, vehículo, datos de facturación) para ejecutar el contrato, cumplir las obligaciones fiscales y, con su consentimiento, enviarle comunicaciones comerciales.",
        ],
      },
      {
        h: "Sus derechos",
        p: [
          "Puede acceder a sus datos, rectificarlos, suprimirlos o solicitar su portabilidad, y oponerse a su tratamiento, desde el área privada o por correo electrónico. Puede eliminar su cuenta en cualquier momento; las facturas se conservan durante el plazo legal de 10 años, sin más datos identificativos que los fiscales exigidos.",
        ],
      },
    ],
  },
  "aviso-legais": {
    title: "Aviso legal",
    description: "Identificación del titular del sitio web RodaCerta y condiciones de uso.",
    sections: [
      {
        h: "Titular",
        p: [
          "RodaCerta — Pneus e Oficinas, Lda., con domicilio social en Avenida da Liberdade 100, 1250-146 Lisboa (Portugal), NIF 509 999 993, inscrita en el Registro Mercantil de Lisboa.",
        ],
      },
      {
        h: "Uso del sitio web",
        p: [
          "Los contenidos de este sitio web son informativos. Los precios y la disponibilidad pueden cambiar sin previo aviso hasta la confirmación del pedido.",
        ],
      },
    ],
  },
  cookies: {
    title: "Política de cookies",
    description: "Qué cookies utilizamos, para qué y cómo puede gestionarlas.",
    sections: [
      {
        h: "Cookies necesarias",
        p: ["Utilizamos cookies técnicas para mantener la sesión y la cesta. No necesitan su consentimiento."],
      },
      {
        h: "Cookies de análisis",
        p: [
          "Solo con su consentimiento medimos las visitas de forma agregada para mejorar el sitio web. Puede cambiar su elección en Preferencias de cookies.",
        ],
      },
    ],
  },
  "termos-de-contratacao": {
    title: "Condiciones de contratación",
    description: "Condiciones generales de venta de productos y servicios en RodaCerta.",
    sections: [
      {
        h: "Pedidos y pago",
        p: [
          "Puede pagar ahora solo la reserva y el resto en el taller, pagarlo todo ahora o pagarlo todo en el taller. Aceptamos tarjeta y Bizum.",
        ],
      },
      {
        h: "Derecho de desistimiento",
        p: [
          "Dispone de 14 días para desistir de la compra de productos que aún no se hayan montado. Los servicios ya prestados no son reembolsables.",
        ],
      },
      {
        h: "Garantía",
        p: [
          "Los neumáticos tienen la garantía del fabricante indicada en la ficha del producto, y el montaje tiene una garantía de 2 años.",
        ],
      },
    ],
  },
  "perguntas-frequentes": {
    title: "Preguntas frecuentes",
    description: "Respuestas a las dudas más habituales sobre neumáticos, citas, pagos y talleres.",
    sections: [
      {
        h: "¿Dónde veo la medida de mi neumático?",
        p: [
          "En el flanco del neumático, por ejemplo 205/55 R16 91V: anchura de 205 mm, perfil del 55 %, llanta de 16 pulgadas, índice de carga 91 y código de velocidad V.",
        ],
      },
      {
        h: "¿Cuándo debo cambiar los neumáticos?",
        p: [
          "El mínimo legal es de 1,6 mm de dibujo, pero recomendamos cambiarlos a los 2 mm. Los neumáticos de invierno están indicados por debajo de los 7 °C.",
        ],
      },
      {
        h: "¿Se puede circular con un neumático run-flat pinchado?",
        p: ["Sí, unos 80 km a 80 km/h, lo suficiente para llegar a un taller."],
      },
      {
        h: "¿Puedo cambiar la hora de la cita?",
        p: [
          "Sí, desde el enlace del correo de confirmación o en el área privada. En el montaje de un pedido, puede cambiar el día o la hora en línea hasta 24 horas antes, en el mismo taller.",
        ],
      },
    ],
  },
  patrocinios: {
    title: "Patrocinios",
    description: "Eventos y equipos que apoya RodaCerta.",
    sections: [
      {
        h: "Deporte y comunidad",
        p: [
          "Apoyamos rallyes regionales, clubes de ciclismo y campañas de seguridad vial en los colegios. Para enviarnos propuestas, escriba a patrocinios@rodacerta.es.",
        ],
      },
    ],
  },
  "recursos-humanos": {
    title: "Trabaje con nosotros",
    description: "Ofertas de empleo en los talleres y en los servicios centrales de RodaCerta.",
    sections: [
      {
        h: "Buscamos",
        p: [
          "Mecánicos, técnicos de neumáticos y asesores de servicio para nuestros talleres. Envíe su currículum a rrhh@rodacerta.es indicando la zona que prefiere.",
        ],
      },
    ],
  },
  "canal-etico": {
    title: "Canal ético",
    description: "Canal de denuncias confidencial de RodaCerta.",
    sections: [
      {
        h: "Cómo comunicarlo",
        p: [
          "Cualquier persona puede comunicar, de forma confidencial, conductas contrarias a la ley o a nuestro código de conducta escribiendo a etica@rodacerta.es. Ninguna denuncia hecha de buena fe tiene consecuencias para quien la presenta.",
        ],
      },
    ],
  },
  "acesso-profissionais": {
    title: "Acceso profesionales",
    description:
      "Cuenta profesional para flotas, taxis, VTC y empresas de reparto: citas para varios vehículos, historial de la flota y plazo de pago acordado.",
    sections: [
      {
        h: "Flotas y empresas",
        p: [
          "Pida cita para varios vehículos a la vez y consulte el historial de cada matrícula. Solicítelo con su cuenta de cliente.",
        ],
      },
    ],
  },
};
