import { describe, expect, it } from "vitest";
import { t } from "#src/shared/i18n/i18n.ts";
import { act, basket, CESTA, motoBasket, pageRequest, redirectsTo, scriptedApi, thrown } from "./checkout-test-kit.ts";

const GET_BASKET = /^GET \/cesta\/0b7c9a4e/;
const UPDATE = /^POST \/cesta\/update$/;
const post = (path: string, form: Record<string, string | string[]>, loggedIn = false) =>
  pageRequest(path, { form, loggedIn });
const updates = (api: ReturnType<typeof scriptedApi>) =>
  api.calls.filter((c) => c.call === "POST /cesta/update").map((c) => c.body);

describe("checkout action: the basket form", () => {
  const api = (b = basket(), updateStatus = 200) =>
    scriptedApi([
      [GET_BASKET, 200, b],
      [UPDATE, updateStatus, updateStatus === 200 ? b : { error: "NO_STOCK", message: "Só há 8 em stock." }],
    ]);

  it("saves a changed quantity and the optional services, and says nothing changed when nothing did", async () => {
    const a = api();
    const r = await act(
      a,
      post("/carrinho/pedido", { intent: "basket", "cantidad-100001": "2", services: "1", servicio: "SRV-VALV" }),
    );
    expect(r).toEqual({ ok: t("pt", "checkout.okSaved") });
    expect(updates(a)).toEqual([
      {
        cestaState: {
          cestaID: CESTA,
          products: [{ id_navision: "100001", cantidad: 2 }],
          services: [
            { id_navision: "SRV-VALV", selected: true },
            { id_navision: "SRV-NITRO", selected: false },
          ],
        },
      },
    ]);
    const same = api();
    const none = await act(
      same,
      post("/cesta/pedido", { intent: "basket", "cantidad-100001": "4", services: "1", servicio: "SRV-NITRO" }),
    );
    expect(none).toEqual({ ok: "No hay cambios que guardar." });
    expect(updates(same)).toEqual([]);
  });

  it("removes a line, and continues to the next step in the page's language", async () => {
    const a = api();
    expect(await act(a, post("/carrinho/pedido", { intent: "basket", remove: "100001" }))).toEqual({
      ok: t("pt", "checkout.okRemoved"),
    });
    expect(updates(a)).toEqual([
      { cestaState: { cestaID: CESTA, products: [{ id_navision: "100001", cantidad: 0 }] } },
    ]);
    expect(await redirectsTo(act(api(), post("/cesta/pedido", { intent: "basket", go: "continue" })))).toBe(
      "/cesta/taller",
    );
    expect(
      await redirectsTo(act(api(motoBasket()), post("/carrinho/pedido", { intent: "basket", go: "continue" }))),
    ).toBe("/carrinho/opcoes");
  });

  it("does not continue after removing the last line, and asks before emptying", async () => {
    expect(await act(api(), post("/carrinho/pedido", { intent: "basket", go: "continue", remove: "100001" }))).toEqual({
      ok: t("pt", "checkout.okRemoved"),
    });
    expect(await redirectsTo(act(api(), post("/cesta/pedido", { intent: "basket", go: "empty" })))).toBe(
      "/cesta/pedido?esvaziar=1",
    );
  });

  it("shows the API's refusal as the form's message, never as an error page", async () => {
    const r = await act(api(basket(), 409), post("/carrinho/pedido", { intent: "basket", "cantidad-100001": "20" }));
    expect(r).toEqual({ message: "Só há 8 em stock.", errors: {}, code: "NO_STOCK" });
    const down = scriptedApi([
      [GET_BASKET, 200, basket()],
      [UPDATE, 502, "<html>"],
    ]);
    expect(await act(down, post("/cesta/pedido", { intent: "basket", "cantidad-100001": "2" }))).toEqual({
      message: "No se ha podido procesar su pedido",
    });
  });
});

describe("checkout action: quantities, services and continuing", () => {
  it("changes one quantity (0 removes the line)", async () => {
    const a = scriptedApi([
      [GET_BASKET, 200, basket()],
      [UPDATE, 200, basket()],
    ]);
    expect(await act(a, post("/carrinho/pedido", { intent: "quantity", id: "100001", cantidad: "2" }))).toEqual({
      ok: t("pt", "checkout.okQuantity"),
    });
    expect(await act(a, post("/cesta/pedido", { intent: "quantity", id: "100001", cantidad: "0" }))).toEqual({
      ok: "Producto retirado de la cesta.",
    });
    expect(updates(a).at(-1)).toEqual({
      cestaState: { cestaID: CESTA, products: [{ id_navision: "100001", cantidad: 0 }] },
    });
  });

  it("saves the chosen services and the invoice choice, then continues when asked", async () => {
    const a = scriptedApi([
      [GET_BASKET, 200, motoBasket()],
      [UPDATE, 200, motoBasket()],
    ]);
    expect(
      await act(a, post("/carrinho/opcoes", { intent: "services", servicio: ["SRV-VALV"], generaFactura: "on" })),
    ).toEqual({ ok: t("pt", "checkout.okServices") });
    expect(updates(a)[0]).toEqual({
      cestaState: {
        cestaID: CESTA,
        services: [
          { id_navision: "SRV-VALV", selected: true },
          { id_navision: "SRV-NITRO", selected: false },
        ],
        generaFactura: true,
      },
    });
    expect(await redirectsTo(act(a, post("/cesta/opciones", { intent: "services", continuar: "1" })))).toBe(
      "/cesta/taller",
    );
  });

  it("continues to the next step this basket and customer go through", async () => {
    const a = scriptedApi([[GET_BASKET, 200, basket()]]);
    expect(await redirectsTo(act(a, post("/carrinho/pedido", { intent: "continue" })))).toBe("/carrinho/oficinas");
    expect(await redirectsTo(act(a, post("/cesta/fecha-y-hora", { intent: "continue" })))).toBe("/cesta/registro");
    expect(await redirectsTo(act(a, post("/cesta/fecha-y-hora", { intent: "continue" }, true)))).toBe("/cesta/pago");
  });

  it("sends a post without a basket back to the basket", async () => {
    const a = scriptedApi([]);
    expect(await redirectsTo(act(a, pageRequest("/cesta/pago", { basket: false, form: { intent: "payment" } })))).toBe(
      "/cesta/pedido",
    );
    expect(a.calls).toEqual([]);
  });
});

describe("checkout action: coupons", () => {
  const COUPON = /^POST \/cesta\/0b7c9a4e[^/]*\/cupon$/;

  it("applies a coupon, and shows its refusal at the coupon field in the page's language", async () => {
    const ok = scriptedApi([
      [GET_BASKET, 200, basket()],
      [COUPON, 200, basket()],
    ]);
    expect(await act(ok, post("/carrinho/pedido", { intent: "coupon", codigo: "VERAO10" }))).toEqual({
      ok: t("pt", "checkout.okCoupon"),
    });
    expect(ok.calls.at(-1)?.body).toEqual({ codigo: "VERAO10" });
    const refused = scriptedApi([
      [GET_BASKET, 200, basket()],
      [COUPON, 400, { error: "COUPON", message: "Revise.", errors: { codigo: "Este cupón ha caducado." } }],
    ]);
    expect(await act(refused, post("/cesta/pedido", { intent: "coupon", codigo: "X" }))).toEqual({
      errors: { codigo: "Este cupón ha caducado." },
    });
    const down = scriptedApi([
      [GET_BASKET, 200, basket()],
      [COUPON, 502, "<html>"],
    ]);
    expect(await act(down, post("/cesta/pedido", { intent: "coupon", codigo: "X" }))).toEqual({
      errors: { codigo: "No se ha podido procesar su pedido" },
    });
  });

  it("removes a coupon by its code", async () => {
    const a = scriptedApi([
      [GET_BASKET, 200, basket()],
      [/^DELETE \/cesta\/0b7c9a4e[^/]*\/cupon\/VER%C3%83O$/, 200, basket()],
    ]);
    expect(await act(a, post("/carrinho/pedido", { intent: "remove-coupon", codigo: "VERÃO" }))).toEqual({
      ok: t("pt", "checkout.okCouponRemoved"),
    });
    const gone = scriptedApi([[GET_BASKET, 200, basket()]]);
    expect(await act(gone, post("/cesta/pedido", { intent: "remove-coupon", codigo: "X" }))).toMatchObject({
      message: "unexpected DELETE /cesta/0b7c9a4e-3f1d-4c2a-9e8b-1a2b3c4d5e6f/cupon/X",
    });
  });
});

describe("checkout action: emptying, promotions and unknown intents", () => {
  it("empties the basket, forgets its cookie and goes back to the (Spanish) basket", async () => {
    const a = scriptedApi([
      [GET_BASKET, 200, basket()],
      [/^DELETE \/delete-cesta\//, 200, {}],
    ]);
    const r = await thrown(act(a, post("/cesta/pedido", { intent: "empty" })));
    expect(r.to).toBe("/cesta/pedido");
    expect(r.headers?.get("set-cookie")).toMatch(/^rc_cesta=;.*Max-Age=0/);
    expect(a.calls.at(-1)?.call).toBe(`DELETE /delete-cesta/${CESTA}`);
  });

  it("continues without the promotion on the promoted lines only", async () => {
    const promoted = basket({
      products: [
        { ...basket().products[0]!, promo: { pct: 10 } },
        { ...basket().products[0]!, id_navision: "100002", promo: null },
      ],
    });
    const a = scriptedApi([
      [GET_BASKET, 200, promoted],
      [UPDATE, 200, promoted],
    ]);
    expect(await act(a, post("/cesta/datos-de-facturacion", { intent: "sin-promocion" }, true))).toEqual({
      ok: t("es", "checkout.okWithoutPromo"),
    });
    expect(updates(a)).toEqual([{ cestaState: { cestaID: CESTA, sinPromocion: ["100001"] } }]);
  });

  it("answers an unknown intent with a message in the page's language", async () => {
    const a = scriptedApi([[GET_BASKET, 200, basket()]]);
    expect(await act(a, post("/carrinho/pedido", { intent: "hack" }))).toEqual({ message: "Ação desconhecida." });
    expect(await act(a, post("/cesta/pedido", {}))).toEqual({ message: "Acción desconocida." });
  });
});
