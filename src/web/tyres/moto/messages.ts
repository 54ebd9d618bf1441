/** The motorbike selector's error messages (spec section 8), as catalogue descriptors (shown with `text()`). */
import { msg } from "#src/shared/i18n/i18n.ts";
import { SITE } from "#src/shared/site.ts";

const PHONE = SITE.supportPhones[0].phone;

export const MOTO_ERRORS = {
  brands: msg("moto.errorBrands"),
  engines: msg("moto.errorEngines"),
  models: msg("moto.errorModels"),
  years: msg("moto.errorYears"),
  tyreCheck: msg("moto.errorTyreCheck", { phone: PHONE }),
  sizes: msg("moto.errorSizes"),
  tyres: msg("moto.errorTyres"),
  tubes: msg("moto.errorTubes"),
} as const;

export type MotoError = { message: string; retry: boolean };

/** The page's message for a failed read: the API's own when it gave one (e.g. an unknown model), else ours. */
export function motoError(
  failure: { message: string | null; retry: boolean },
  fallback: keyof typeof MOTO_ERRORS,
): MotoError {
  return { message: failure.message ?? MOTO_ERRORS[fallback], retry: failure.retry };
}
