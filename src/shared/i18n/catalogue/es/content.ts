/** Spanish (es-ES) messages: content pages, the blog and the app page. Same keys as ../pt/content.ts. */
import type pt from "../pt/content.ts";

export default {
  // blog
  blogMetaTitle: "Blog: consejos sobre neumáticos y mantenimiento",
  blogMetaDescription:
    "Artículos de RodaCerta sobre neumáticos, etiqueta europea, neumáticos de invierno, presión y cambio de aceite: lo que conviene saber antes de ir al taller.",
  blogCrumb: "Blog",
  blogHeading: "Blog RodaCerta",
  blogLead: "Consejos prácticos sobre neumáticos y mantenimiento del coche, escritos por nuestros talleres.",
  blogPublished: "Publicado el",
  blogAllArticles: "Todos los artículos",
  blogOtherArticles: "Otros artículos",
  blogNotFoundTitle: "Artículo no encontrado | RodaCerta",
  // the app page
  appMetaTitle: "La app RodaCerta en su móvil",
  appMetaDescription:
    "Instale RodaCerta en la pantalla de inicio del móvil, sin tienda de aplicaciones: neumáticos, citas en el taller y sus pedidos a un toque.",
  appCrumb: "App",
  appLead:
    "Tenga RodaCerta en la pantalla de inicio del móvil, como cualquier otra aplicación. No tiene que buscarla en una tienda de aplicaciones ni actualizarla: siempre abre la versión más reciente.",
  appAndroidTitle: "En Android (Chrome)",
  appAndroidStep1: "Abra rodacerta.pt en Chrome.",
  appAndroidStep2: "Toque el menú (los tres puntos, en la esquina superior derecha).",
  appAndroidStep3: "Elija «Instalar aplicación» o «Añadir a pantalla de inicio» y confirme.",
  appIosTitle: "En iPhone o iPad (Safari)",
  appIosStep1: "Abra rodacerta.pt en Safari.",
  appIosStep2: "Toque el botón Compartir (el cuadrado con una flecha hacia arriba).",
  appIosStep3: "Elija «Añadir a pantalla de inicio» y toque «Añadir».",
  appWhatTitle: "Qué puede hacer en la app",
  appWhatTyresLink: "Buscar neumáticos",
  appWhatTyresRest: "por medida o por matrícula y comprarlos con el montaje incluido.",
  appWhatBookingLink: "Pedir cita para un servicio",
  appWhatBookingRest: "en un taller cerca de usted, el día y a la hora que elija.",
  appWhatAccountBefore: "Seguir sus pedidos, citas y facturas en el",
  appWhatAccountLink: "área privada",
  // /blank
  blankHeading: "Página en blanco",
} satisfies Record<keyof typeof pt, string>;
