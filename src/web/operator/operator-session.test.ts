import { describe, expect, it } from "vitest";
import type { ApiFetch } from "../api-context.ts";
import {
  clearOperatorCookie,
  operatorHeaders,
  operatorSend,
  operatorToken,
  setOperatorCookie,
} from "./operator-session.ts";

const req = (cookie?: string) => new Request("http://localhost/operador", cookie ? { headers: { cookie } } : {});

describe("the back office's session cookie", () => {
  it("is its own cookie, httpOnly and strict, for /operador only", () => {
    const set = setOperatorCookie("abc/def=", true);
    expect(set).toMatch(
      /^rc_operador=abc%2Fdef%3D; Path=\/operador; HttpOnly; SameSite=Strict; Max-Age=43200; Secure$/,
    );
    expect(setOperatorCookie("x", false)).not.toContain("Secure");
    expect(clearOperatorCookie()).toContain("Max-Age=0");
  });

  it("reads its token and never the customers' session cookie", () => {
    expect(operatorToken(req("rc_session=cliente; rc_operador=abc%2Fdef%3D"))).toBe("abc/def=");
    expect(operatorToken(req("rc_session=cliente"))).toBeNull();
    expect(operatorHeaders(req("rc_operador=tok"))).toEqual({ authorization: "Bearer tok" });
  });

  it("sends a visitor without the cookie to the back office's login", () => {
    let thrown: unknown;
    try {
      operatorHeaders(req("rc_session=cliente"));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/operador/entrar");
  });
});

describe("a write on behalf of the operator", () => {
  const answering = (status: number, body: unknown) => {
    const calls: Array<Parameters<ApiFetch>> = [];
    const api: ApiFetch = async (...args) => {
      calls.push(args);
      return { status, json: () => body };
    };
    return { api, calls };
  };
  const headers = { authorization: "Bearer tok" };

  it("sends the method, the staff token and the body, and hands back a 2xx answer", async () => {
    const { api, calls } = answering(201, { id: 7 });
    const res = await operatorSend<{ id: number }>(api, headers, "POST", "/operador/x", { a: 1 });
    expect(res).toEqual({ ok: true, status: 201, body: { id: 7 } });
    expect(calls).toEqual([["/operador/x", { method: "POST", headers, body: { a: 1 } }]]);
  });

  it("sends no body when there is none", async () => {
    const { api, calls } = answering(200, {});
    await operatorSend(api, headers, "DELETE", "/operador/x/1");
    expect(calls[0]?.[1]).toEqual({ method: "DELETE", headers });
  });

  it("gives the API's message and field errors, or the fallback when the answer is not an API error", async () => {
    const error = { error: "INVALID", message: "Reveja os campos.", errors: { fim: "Data inválida" } };
    expect(await operatorSend(answering(400, error).api, headers, "PATCH", "/operador/x", {})).toEqual({
      ok: false,
      status: 400,
      message: "Reveja os campos.",
      errors: { fim: "Data inválida" },
    });
    expect(await operatorSend(answering(502, "?").api, headers, "PATCH", "/operador/x", {}, "Tente de novo.")).toEqual({
      ok: false,
      status: 502,
      message: "Tente de novo.",
      errors: {},
    });
  });

  it("sends the operator to the login page when the session ended", async () => {
    const thrown = await operatorSend(answering(401, {}).api, headers, "POST", "/operador/x", {}).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/operador/entrar");
    expect((thrown as Response).headers.get("set-cookie")).toContain("Max-Age=0");
  });
});
