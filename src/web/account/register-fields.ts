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

/** The optional gender of the registration form (woman, man, other), with its description only for "other". */
export function genderPayload(f: FormData): { genero?: string; genero_descripccion?: string } {
  const genero = String(f.get("genero") ?? "").trim();
  if (!genero) return {};
  const descripcion = String(f.get("genero_descripccion") ?? "").trim();
  return genero === "other" && descripcion ? { genero, genero_descripccion: descripcion } : { genero };
}
