/** The basket's rule messages (coupons, promotions, permutations) read in Portuguese as before and in Spanish. */
import { describe, expect, it } from "vitest";
import "#src/shared/i18n/catalogue/register-all.ts";
import { resolve } from "#src/shared/i18n/i18n.ts";
import { assertPermutationFits, checkPromotion, COUPON_MESSAGES } from "./basket.ts";
import { NOT_AVAILABLE_HERE } from "../services/requirements.ts";
import { NIF_REQUIRED_MESSAGE } from "./billing-nif.ts";

function thrown(fn: () => void): string {
  try {
    fn();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error("expected an error");
}

describe("basket rule messages", () => {
  it("coupons", () => {
    const cases: Array<[string, string, string]> = [
      [COUPON_MESSAGES.EMPTY, "Escreva o código do cupão", "Escriba el código del cupón"],
      [COUPON_MESSAGES.NOT_FOUND, "Este cupão não existe", "Este cupón no existe"],
      [COUPON_MESSAGES.EXPIRED, "Este cupão já expirou", "Este cupón ha caducado"],
      [
        COUPON_MESSAGES.EXHAUSTED_AT_ORDER,
        "O cupão do carrinho acabou de atingir o número máximo de utilizações. Retire-o do carrinho para continuar.",
        "El cupón de la cesta acaba de alcanzar el número máximo de usos. Quítelo de la cesta para continuar.",
      ],
      [
        NIF_REQUIRED_MESSAGE,
        "O NIF é obrigatório para faturas com NIF, em nome de empresa ou a partir de 1 000 €",
        "El NIF es obligatorio para facturas con NIF, a nombre de una empresa o a partir de 1.000 €",
      ],
      [
        NOT_AVAILABLE_HERE,
        "Este produto não está disponível na oficina escolhida. Escolha outra oficina.",
        "Este producto no está disponible en el taller elegido. Elija otro taller.",
      ],
    ];
    for (const [d, pt, es] of cases) {
      expect(resolve("pt", d)).toBe(pt);
      expect(resolve("es", d)).toBe(es);
    }
  });

  it("permutations and promotion limits", () => {
    const car = [{ categoria: "car", id_site_tipo_vehiculo: "turismo", tipo_producto: "neumatico" }] as never;
    const wrong = thrown(() => assertPermutationFits(car, "95141"));
    expect(resolve("pt", wrong)).toBe(
      "A permuta 95141 não é para ligeiros de passageiros. Para este veículo escolha a permuta 95140.",
    );
    expect(resolve("es", wrong)).toBe(
      "La permuta 95141 no es para turismos. Para este vehículo elija la permuta 95140.",
    );
    const limit = thrown(() =>
      checkPromotion({
        tyresInPromo: 4,
        hasServicePack: false,
        unitsLeft: null,
        userUnitsBought: 2,
        perUserLimit: 4,
        userOrdersInPeriod: 0,
      }),
    );
    expect(resolve("pt", limit)).toBe("Ultrapassou o limite de 4 unidades desta promoção por cliente.");
    expect(resolve("es", limit)).toBe("Ha superado el límite de 4 unidades de esta promoción por cliente.");
  });
});
