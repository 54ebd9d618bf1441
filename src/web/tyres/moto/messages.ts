/** The motorbike selector's error messages (spec section 8), as catalogue descriptors (shown with `text()`). */
import { msg } from "#src/shared/i18n/i18n.ts";

export const MOTO_ERRORS = {
  brands: msg("moto.errorBrands"),
  engines: msg("moto.errorEngines"),
  models: msg("moto.errorModels"),
  years: msg("moto.errorYears"),
  // the support number of the reader's site (src/shared/site/support.ts)
  tyreCheck: msg("moto.errorTyreCheck", { phone: msg("common.supportPhoneMain") }),
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
