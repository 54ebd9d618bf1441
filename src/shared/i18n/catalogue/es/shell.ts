/** Spanish (es-ES) messages: the page frame. Same keys as ../pt/shell.ts. */
import type pt from "../pt/shell.ts";

export default {
  skipToContent: "Saltar al contenido",
  languageSwitcher: "Idioma",
  otherLanguage: "Português",
} satisfies Record<keyof typeof pt, string>;
