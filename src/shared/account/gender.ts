/**
 * The gender a customer may give (spec section 3: "other" with a free-text description, the API's
 * genero_descripccion). Without zod, so forms can use it without shipping the validation code (issue 15).
 */
import { msg } from "../i18n/i18n.ts";

export const GENDERS = ["woman", "man", "other"] as const;
export const GENDER_DESCRIPTION_MAX = 60;
/** A descriptor (src/shared/i18n/i18n.ts): text in the reader's language once resolved. */
export const GENDER_DESCRIPTION_ONLY_OTHER = msg("validation.genderDescriptionOnlyOther");
