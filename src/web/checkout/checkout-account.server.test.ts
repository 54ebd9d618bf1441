import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "#src/shared/account/account-messages.ts";
import { ADD_CLIENT_FAILED } from "#src/shared/account/account.schema.ts";
import type { ApiFetch } from "../api-context.ts";
import { registerBillingDocument, registerIntent } from "./checkout-account.server.ts";

type Answer = { status: number; body: unknown };

function fakeApi(routes: Record<string, Answer>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  const api: ApiFetch = async (path, init = {}) => {
    const key = `${init.method ?? "GET"} ${path}`;
    calls.push({ key, body: init.body });
    const answer = routes[key];
    if (!answer) throw new Error(`unexpected call ${key}`);
    return { status: answer.status, json: () => answer.body };
  };
  return { api, calls };
}

const me = (numero_documento: string | null) => ({
  status: 200,
  body: { user: { id_site_usuario: 5, numero_documento } },
});

describe("checkout registration (pre-registration) failures", () => {
  const request = new Request("http://localhost/carrinho/registo", { method: "POST" });
  it("a failure on our side is the catalogue's pre-register message", async () => {
    for (const answer of [
      { status: 500, body: { error: "PRE_REGISTER_FAILED", message: ACCOUNT_MESSAGES.PRE_REGISTER_FAILED } },
      { status: 500, body: { error: "INTERNAL_ERROR", message: "Detetámos um pequeno erro." } },
      { status: 502, body: "<html>" },
    ]) {
      const { api } = fakeApi({ "POST /users": answer });
      const r = await registerIntent(api, request, new FormData(), null);
      expect(r).toEqual({ form: "register", message: ACCOUNT_MESSAGES.PRE_REGISTER_FAILED, errors: {} });
    }
  });

  it("fields to fix keep the server's words and field errors", async () => {
    const { api } = fakeApi({
      "POST /users": {
        status: 400,
        body: { error: "VALIDATION_ERROR", message: "Há campos com erros.", errors: { email: "E-mail inválido" } },
      },
    });
    const r = await registerIntent(api, request, new FormData(), null);
    expect(r).toEqual({ form: "register", message: "Há campos com erros.", errors: { email: "E-mail inválido" } });
  });
});

describe("DNI registration during payment", () => {
  it("a document of another account stops the payment with the message at the NIF field", async () => {
    const { api, calls } = fakeApi({
      "GET /users/fetchInfo": me(null),
      "POST /users/add-client/ws": {
        status: 409,
        body: { error: "DNI_REGISTRATION_FAILED", message: ADD_CLIENT_FAILED },
      },
    });
    const r = await registerBillingDocument(api, {}, " 12345678z ");
    expect(r).toEqual({
      message: ADD_CLIENT_FAILED,
      errors: { nif: ADD_CLIENT_FAILED },
      code: "DNI_REGISTRATION_FAILED",
    });
    expect(calls[1]?.body).toEqual({
      idUser: 5,
      numero_documento: "12345678Z",
      tipo_documento: "DNI",
      pais_documento: "ES",
    });
  });

  it("a registered document, the customer's own, or another refusal does not stop the payment", async () => {
    const ok = fakeApi({ "GET /users/fetchInfo": me(null), "POST /users/add-client/ws": { status: 201, body: {} } });
    expect(await registerBillingDocument(ok.api, {}, "123456789")).toBeNull();
    expect(ok.calls[1]?.body).toMatchObject({ tipo_documento: "NIF", pais_documento: "PT" });
    const same = fakeApi({ "GET /users/fetchInfo": me("123456789") });
    expect(await registerBillingDocument(same.api, {}, "123 456 789")).toBeNull();
    const byPhone = fakeApi({
      "GET /users/fetchInfo": me("501442600"),
      "POST /users/add-client/ws": { status: 409, body: { error: "NIF_CHANGE_BY_PHONE", message: "Ligue." } },
    });
    expect(await registerBillingDocument(byPhone.api, {}, "123456789")).toBeNull();
    expect(await registerBillingDocument(fakeApi({}).api, {}, "  ")).toBeNull();
  });
});
