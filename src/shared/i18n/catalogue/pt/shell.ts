/** Portuguese (pt-PT) messages: the page frame (header, footer, notices, language switcher). */
export default {
  skipToContent: "Saltar para o conteúdo",
  languageSwitcher: "Idioma",
  otherLanguage: "Español",
};
