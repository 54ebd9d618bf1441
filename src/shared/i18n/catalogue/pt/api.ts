/** Portuguese (pt-PT) messages: the API's error and notice messages (spec section 7 and the error catalogue). */
export default {
  unknownBrand: "A marca «{brand}» não existe nesta API.",
  unknownLanguage: "O idioma «{lang}» não existe nesta API (pt ou es).",
};
