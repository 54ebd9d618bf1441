/** The motorbike selector's error messages (spec section 8), in pt-PT. */
import { SITE } from "#src/shared/site.ts";

const PHONE = SITE.supportPhones[0].phone;

export const MOTO_ERRORS = {
  brands: "Não foi possível carregar as marcas de mota.",
  engines: "Não foi possível carregar as cilindradas desta marca.",
  models: "Não foi possível carregar os modelos desta marca.",
  years: "Não foi possível carregar os anos de fabrico deste modelo.",
  tyreCheck: `Não foi possível verificar os pneus desta mota. Procure pela medida ou ligue para o apoio ao cliente (${PHONE}).`,
  sizes: "Não foi possível carregar as medidas.",
  tyres: "Não foi possível carregar os pneus desta medida.",
  tubes: "Não foi possível carregar as câmaras de ar e mousses desta jante.",
} as const;

export type MotoError = { message: string; retry: boolean };

/** The page's message for a failed read: the API's own when it gave one (e.g. an unknown model), else ours. */
export function motoError(
  failure: { message: string | null; retry: boolean },
  fallback: keyof typeof MOTO_ERRORS,
): MotoError {
  return { message: failure.message ?? MOTO_ERRORS[fallback], retry: failure.retry };
}
