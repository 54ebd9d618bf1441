/** Reusable zod field atoms with their messages (descriptors, see ./messages.ts); payload schemas compose these. */
import { z } from "zod";
import { parseDayMonthYear } from "./dates.ts";
import { parseKilometres } from "./kilometres.ts";
import { type FieldLabel, formatMessage, msg, requiredMessage } from "./messages.ts";
import { checkPhone, PHONE_MESSAGES } from "./phones.ts";
import { isValidCarPlate, isValidMotoPlate } from "./plates.ts";
import { isValidPostcode } from "./postcodes.ts";
import { isValidTaxId } from "./tax-ids.ts";

export const required = (label: FieldLabel) =>
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

export const carPlateField = required("matrícula").refine((v) => isValidCarPlate(v), msg("validation.plateCarFormat"));

export const motoPlateField = required("matrícula").refine(isValidMotoPlate, msg("validation.plateMotoFormat"));

export const taxIdField = required("NIF").refine(isValidTaxId, msg("validation.taxIdInvalid"));

export const birthDateField = required("data de nascimento").refine(
  (v) => parseDayMonthYear(v) !== null,
  msg("validation.dateFormat"),
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
            ? msg("validation.kilometresPositive")
            : r.reason === "max"
              ? msg("validation.kilometresMax")
              : formatMessage("quilómetros"),
    });
    return z.NEVER;
  });

export const passwordField = z.string({ error: requiredMessage("password") }).min(6, msg("validation.passwordMin"));
