/**
 * The gender a customer may give (spec section 3: "other" with a free-text description, the API's
 * genero_descripccion). Without zod, so forms can use it without shipping the validation code (issue 15).
 */
export const GENDERS = ["woman", "man", "other"] as const;
export const GENDER_DESCRIPTION_MAX = 60;
export const GENDER_DESCRIPTION_ONLY_OTHER = "A descrição do género só se indica quando escolhe «Outro»";
