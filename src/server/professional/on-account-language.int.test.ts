/**
 * Paying on account refused to a customer without an approved business account: the refusal (a catalogue message,
 * api.orderOnAccountNotAllowed) is written in the language of the API's address, Spanish on /api/rodacerta/es.
 */
import { expect, it } from "vitest";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase, testEnv } from "../test-support/db.ts";
import { BILLING, heldTyreBasket, operatorTeam, testClock } from "../test-support/operator.ts";

const START = new Date("2026-11-23T10:00:00Z"); // a Monday morning in Lisbon

const REFUSAL: Record<Lang, string> = {
  pt: "O pagamento a crédito é só para contas profissionais aprovadas. Escolha outra forma de pagamento.",
  es: "El pago a crédito es solo para cuentas profesionales aprobadas. Elija otra forma de pago.",
};

eachDatabase("paying on account refused, in the API's language", (kind) => {
  const clock = testClock(START);
  const env = testEnv();
  const t = testApp(kind, { now: clock.now, env });
  const team = operatorTeam(t, kind, "conta-lang", clock);

  it.each(["pt", "es"] as const)("%s: the refusal and its field error in that language", async (lang) => {
    const { cestaID } = await heldTyreBasket(t, {
      token: team.tokens.customer,
      email: team.emails.customer,
      workshop: team.lisbon,
    });
    const refused = await t.app.inject({
      method: "POST",
      url: `/api/rodacerta/${lang}/pedidos`,
      payload: {
        cestaState: { cestaID, paymentType: "on_account" },
        billing: BILLING,
        idempotencyKey: `conta-lang-${kind}-${lang}`,
      },
      headers: { authorization: `Bearer ${team.tokens.customer}` },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    const body = refused.json();
    expect(body).toMatchObject({ error: "ON_ACCOUNT_NOT_ALLOWED", errors: { paymentType: REFUSAL[lang] } });
    expect(body.message).toBe(REFUSAL[lang]);
    expect(refused.body).not.toContain("i18n:");
    expect(refused.body).not.toContain(REFUSAL[lang === "pt" ? "es" : "pt"]);
  });
});
