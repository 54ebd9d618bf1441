/**
 * The order is made at the workshop of its hold: a basket whose chosen workshop (its prices and tax zone) is not the
 * hold's workshop — a workshop change racing a hold — is refused, never invoiced at one and fitted at the other.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { baskets, orders } from "../db/schema.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase } from "../test-support/db.ts";
import { BILLING, heldTyreBasket, operatorTeam, testClock } from "../test-support/operator.ts";

eachDatabase("the order's workshop is its hold's", (kind) => {
  const clock = testClock(new Date("2026-11-23T10:00:00Z"));
  const t = testApp(kind, { now: clock.now });
  const team = operatorTeam(t, kind, "hold", clock);

  it("refuses a basket whose chosen workshop is not where its time is held", async () => {
    const { cestaID } = await heldTyreBasket(t, {
      token: team.tokens.customer,
      email: team.emails.customer,
      workshop: team.lisbon,
    });
    const [row] = await t.database.db.select().from(baskets).where(eq(baskets.id, cestaID));
    const state = row!.state as { selectedTaller: { codTienda: string; alias: string } };
    expect(state.selectedTaller.codTienda).toBe(team.lisbon.code);
    // The race's outcome: the hold stays in Lisbon while the basket says another workshop.
    await t.database.db
      .update(baskets)
      .set({ state: { ...state, selectedTaller: { codTienda: team.porto.code, alias: team.porto.alias } } })
      .where(eq(baskets.id, cestaID));
    const order = await t.api(
      "POST",
      "/pedidos",
      {
        cestaState: { cestaID, paymentType: "at_workshop" },
        billing: BILLING,
        idempotencyKey: `key-hold-workshop-${kind}`,
      },
      team.tokens.customer,
    );
    expect(order.statusCode, order.body).toBe(409);
    expect(order.json()).toMatchObject({ error: "HOLD_EXPIRED" });
    expect(await t.database.db.select().from(orders).where(eq(orders.basketId, cestaID))).toEqual([]);
  });
});
