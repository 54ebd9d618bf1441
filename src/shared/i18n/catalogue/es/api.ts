/** Spanish (es-ES) messages: the API's error and notice messages. Same keys as ../pt/api.ts. */
import type pt from "../pt/api.ts";

export default {
  unknownBrand: "La marca «{brand}» no existe en esta API.",
  unknownLanguage: "El idioma «{lang}» no existe en esta API (pt o es).",
} satisfies Record<keyof typeof pt, string>;
