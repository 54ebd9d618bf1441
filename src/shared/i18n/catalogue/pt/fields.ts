/** Portuguese (pt-PT) messages: the form fields the sign-in, registration, contact, professional and private-area forms share. */
export default {
  fieldName: "Nome",
  fieldSurname: "Apelidos",
  fieldEmail: "E-mail",
  fieldPhone: "Telefone",
  fieldPostcode: "Código postal",
  hintPhone: "912 345 678",
  hintPostcode: "1000-001",
  genderLabel: "Género (opcional)",
  genderNone: "Prefiro não indicar",
  genderWoman: "Mulher",
  genderMan: "Homem",
  genderOther: "Outro",
  genderDescribe: "Como se descreve? (opcional)",
};
