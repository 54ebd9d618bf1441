/**
 * Validation messages (spec section 5, "Messages") as descriptors (`msg(…)`, src/shared/i18n/i18n.ts): a schema runs
 * in the API and in the browser without knowing the reader's language, so it writes a descriptor and the edge that
 * knows the language (the API's reply, the page's `text()`) turns it into Portuguese or Spanish text.
 *
 * Importing this module also installs zod's error map (./zod-messages.ts): every issue a schema leaves without its
 * own message gets a descriptor too, so no English (or Brazilian) default of zod's can reach a customer.
 */
import { type MessageKey, msg } from "./i18n/i18n.ts";
import "./zod-messages.ts";

export { type MessageKey, msg };

/** The field names messages use, by their Portuguese name (the call sites read `requiredMessage("nome")`). */
const LABELS = {
  password: "validation.labelPassword",
  nome: "validation.labelName",
  apelidos: "validation.labelSurnames",
  quilómetros: "validation.labelKilometres",
  "código postal": "validation.labelPostcode",
  matrícula: "validation.labelPlate",
  número: "validation.labelNumber",
  modelo: "validation.labelModel",
  marca: "validation.labelBrand",
  motor: "validation.labelEngine",
  distrito: "validation.labelDistrict",
  mensagem: "validation.labelMessage",
  descrição: "validation.labelDescription",
  NIF: "validation.labelTaxId",
  título: "validation.labelTitle",
  "pessoa de contacto": "validation.labelContactPerson",
  "nome da empresa": "validation.labelCompanyName",
  "nome ou empresa": "validation.labelNameOrCompany",
  motivo: "validation.labelReason",
  "e-mail": "validation.labelEmail",
  data: "validation.labelDate",
  "data de nascimento": "validation.labelBirthDate",
  código: "validation.labelCode",
  telefone: "validation.labelPhone",
  morada: "validation.labelAddress",
  localidade: "validation.labelTown",
  cilindrada: "validation.labelDisplacement",
  largura: "validation.labelWidth",
  perfil: "validation.labelProfile",
  jante: "validation.labelRim",
  "índice de carga": "validation.labelLoadIndex",
  "código de velocidade": "validation.labelSpeedCode",
  "tipo de documento": "validation.labelDocumentType",
  "país do documento": "validation.labelDocumentCountry",
  "número do documento": "validation.labelDocumentNumber",
  início: "validation.labelStart",
  fim: "validation.labelEnd",
} as const satisfies Record<string, MessageKey>;

/** A field's name in messages (a key of the label table, named in Portuguese). */
export type FieldLabel = keyof typeof LABELS;

/** The field's name as a descriptor (text in the reader's language once resolved). */
export function fieldLabel(label: FieldLabel): string {
  return msg(LABELS[label]);
}

/** "O campo {label} tem um formato incorreto". */
export function formatMessage(label: FieldLabel): string {
  return msg("validation.fieldFormat", { label: fieldLabel(label) });
}

/** "O campo {label} é obrigatório". */
export function requiredMessage(label: FieldLabel): string {
  return msg("validation.fieldRequired", { label: fieldLabel(label) });
}

/** "O campo {label} é demasiado curto". */
export function tooShortMessage(label: FieldLabel): string {
  return msg("validation.fieldTooShort", { label: fieldLabel(label) });
}

/** "O campo {label} é demasiado longo". */
export function tooLongMessage(label: FieldLabel): string {
  return msg("validation.fieldTooLong", { label: fieldLabel(label) });
}
