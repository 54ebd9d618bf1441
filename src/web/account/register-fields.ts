import type { MessageKey } from "#src/shared/i18n/i18n.ts";

/**
 * The registration form's fields (name, label, autocomplete, type), on /registo and in the checkout's registration
 * step. The labels are Portuguese: the checkout keeps using this list until it moves to `REGISTER_FIELD_KEYS`.
 */
export const REGISTER_FIELDS: ReadonlyArray<readonly [string, string, string, string]> = [
  ["nombre", "Nome", "given-name", "text"],
  ["apellidos", "Apelidos", "family-name", "text"],
  ["email", "E-mail", "email", "email"],
  ["telefono", "Telefone", "tel", "tel"],
  ["codigo_postal", "Código postal", "postal-code", "text"],
  ["password", "Password (mínimo 6 caracteres)", "new-password", "password"],
  ["confirmPassword", "Confirme a password", "new-password", "password"],
];

/**
 * The same fields with catalogue keys: [name, label, autocomplete, type, example of the format or null]. The example
 * follows the page's language (a Spanish phone and postcode on the Spanish site, issue 13 item 4).
 */
export const REGISTER_FIELD_KEYS: ReadonlyArray<readonly [string, MessageKey, string, string, MessageKey | null]> = [
  ["nombre", "fields.fieldName", "given-name", "text", null],
  ["apellidos", "fields.fieldSurname", "family-name", "text", null],
  ["email", "fields.fieldEmail", "email", "email", null],
  ["telefono", "fields.fieldPhone", "tel", "tel", "fields.hintPhone"],
  ["codigo_postal", "fields.fieldPostcode", "postal-code", "text", "fields.hintPostcode"],
  ["password", "signin.fieldNewPassword", "new-password", "password", null],
  ["confirmPassword", "signin.fieldConfirmPassword", "new-password", "password", null],
];

/** The optional gender of the registration form (woman, man, other), with its description only for "other". */
export function genderPayload(f: FormData): { genero?: string; genero_descripccion?: string } {
  const genero = String(f.get("genero") ?? "").trim();
  if (!genero) return {};
  const descripcion = String(f.get("genero_descripccion") ?? "").trim();
  return genero === "other" && descripcion ? { genero, genero_descripccion: descripcion } : { genero };
}
