/** The registration form's fields (name, label, autocomplete, type), on /registo and in the checkout's registration step. */
export const REGISTER_FIELDS: ReadonlyArray<readonly [string, string, string, string]> = [
  ["nombre", "Nome", "given-name", "text"],
  ["apellidos", "Apelidos", "family-name", "text"],
  ["email", "E-mail", "email", "email"],
  ["telefono", "Telefone", "tel", "tel"],
  ["codigo_postal", "Código postal", "postal-code", "text"],
  ["password", "Password (mínimo 6 caracteres)", "new-password", "password"],
  ["confirmPassword", "Confirme a password", "new-password", "password"],
];
