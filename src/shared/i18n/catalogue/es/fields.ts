/** Spanish (es-ES) messages: the form fields the sign-in, registration, contact, professional and private-area forms share. Same keys as ../pt/fields.ts. */
import type pt from "../pt/fields.ts";

export default {
  fieldName: "Nombre",
  fieldSurname: "Apellidos",
  fieldEmail: "Correo electrónico",
  fieldPhone: "Teléfono",
  fieldPostcode: "Código postal",
  hintPhone: "+34 612 345 678",
  hintPostcode: "28001",
  genderLabel: "Género (opcional)",
  genderNone: "Prefiero no indicarlo",
  genderWoman: "Mujer",
  genderMan: "Hombre",
  genderOther: "Otro",
  genderDescribe: "¿Cómo se describe? (opcional)",
} satisfies Record<keyof typeof pt, string>;
