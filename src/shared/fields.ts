/** Reusable zod field atoms with their pt-PT messages; payload schemas compose these. */
import { z } from "zod";
import { parseDayMonthYear } from "./dates.ts";
import { parseKilometres } from "./kilometres.ts";
import { formatMessage, requiredMessage } from "./messages.ts";
import { checkPhone, PHONE_MESSAGES } from "./phones.ts";
import { isValidCarPlate, isValidMotoPlate } from "./plates.ts";
import { isValidPostcode } from "./postcodes.ts";
import { isValidTaxId } from "./tax-ids.ts";

export const required = (label: string) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label));

export const emailField = required("e-mail")
  .pipe(z.email({ error: formatMessage("e-mail") }))
  .transform((v) => v.toLowerCase());

export const phoneField = z.string({ error: PHONE_MESSAGES.required }).superRefine((value, ctx) => {
  const check = checkPhone(value);
  if (!check.ok) ctx.addIssue({ code: "custom", message: PHONE_MESSAGES[check.reason] });
});

export const postcodeField = required("código postal").refine(isValidPostcode, formatMessage("código postal"));

export const carPlateField = required("matrícula").refine(
  (v) => isValidCarPlate(v),
  "A matrícula não tem um formato válido (ex.: AA-00-AA)",
);

export const motoPlateField = required("matrícula").refine(
  isValidMotoPlate,
  "A matrícula só pode ter letras, algarismos e hífenes",
);

export const taxIdField = required("NIF").refine(isValidTaxId, "O NIF indicado não é válido");

export const birthDateField = required("data de nascimento").refine(
  (v) => parseDayMonthYear(v) !== null,
  "A data deve estar no formato DD/MM/AAAA",
);

export const kilometresField = z
  .union([z.string(), z.number()], { error: requiredMessage("quilómetros") })
  .transform((v, ctx) => {
    const r = parseKilometres(v);
    if (r.ok) return r.value;
    ctx.addIssue({
      code: "custom",
      message:
        r.reason === "required"
          ? requiredMessage("quilómetros")
          : r.reason === "positive"
            ? "Os quilómetros têm de ser superiores a 0"
            : r.reason === "max"
              ? "Os quilómetros não podem passar de 9 999 999"
              : formatMessage("quilómetros"),
    });
    return z.NEVER;
  });

export const passwordField = z
  .string({ error: requiredMessage("password") })
  .min(6, "A password deve ter pelo menos 6 caracteres");
