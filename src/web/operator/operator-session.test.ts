import { describe, expect, it } from "vitest";
import { clearOperatorCookie, operatorHeaders, operatorToken, setOperatorCookie } from "./operator-session.ts";

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
