import { expect, it } from "vitest";
import { eachDatabase } from "../test-support/db.ts";
import { testApp } from "#src/server/test-support/app.ts";

const base = {
  nombre: "Joana",
  apellidos: "Ferreira",
  password: "segredo9",
  confirmPassword: "segredo9",
  telefono: "913 456 789",
  codigo_postal: "4700-320",
  privacidad: true,
  permiso_comercial: true,
};

eachDatabase("accounts API", (kind) => {
  const t = testApp(kind);
  const call = (
    method: "GET" | "POST",
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
    remoteAddress = "10.20.0.1",
  ) => t.app.inject({ method, url: `/api/rodacerta/pt${url}`, payload: payload as object, headers, remoteAddress });

  it("registers with the province from the postcode and answers the profile with a token", async () => {
    const res = await call("POST", "/users", { ...base, email: "Joana@Example.pt" });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ nombre: "Joana", email: "joana@example.pt", permiso_comercial: true });
    expect(body.address).toMatchObject({ provincia: "Braga", codigo_postal: "4700-320", telefono: "+351913456789" });
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.percentCompleted).toBeGreaterThan(0);
    const dup = await call("POST", "/users", { ...base, email: "JOANA@example.pt" }, {}, "10.20.0.2");
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe("EMAIL_EXISTS");
  });

  it("reads a national phone as the site's country: Spanish on /es, Portuguese on /pt, on sign-up and on a change", async () => {
    const es = (method: "POST" | "PATCH", url: string, payload: unknown, token?: string) =>
      t.app.inject({
        method,
        url: `/api/rodacerta/es${url}`,
        payload: payload as object,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        remoteAddress: "10.20.0.9",
      });
    const spanish = { ...base, email: "lucia@example.es", telefono: "912 345 678", codigo_postal: "28001" };
    const res = await es("POST", "/users", spanish);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().address.telefono).toBe("+34912345678");
    const changed = await es(
      "PATCH",
      `/users/${res.json().user.id_site_usuario}`,
      { telefono: "928 123 456" },
      res.json().token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().address.telefono).toBe("+34928123456");
    // The same digits on the Portuguese site are a Portuguese mobile.
    const pt = await call(
      "POST",
      "/users",
      { ...base, email: "joana.tel@example.pt", telefono: "912 345 678" },
      {},
      "10.20.0.10",
    );
    expect(pt.json().address.telefono).toBe("+351912345678");
  });

  it("refuses blacklisted e-mails and phones, and bad input field by field", async () => {
    expect(
      (await call("POST", "/users", { ...base, email: "bloqueado@example.com" }, {}, "10.20.0.3")).json().error,
    ).toBe("BLACKLISTED");
    expect(
      (
        await call("POST", "/users", { ...base, email: "novo@example.pt", telefono: "910 000 000" }, {}, "10.20.0.3")
      ).json().error,
    ).toBe("BLACKLISTED");
    // On the Spanish site the same digits are read as +34910000000, but the listed +351 reading still refuses them.
    const onSpanishSite = await t.app.inject({
      method: "POST",
      url: "/api/rodacerta/es/users",
      payload: { ...base, email: "nuevo@example.es", telefono: "910 000 000", codigo_postal: "28001" },
      remoteAddress: "10.20.0.4",
    });
    expect(onSpanishSite.json().error).toBe("BLACKLISTED");
    const bad = await call(
      "POST",
      "/users",
      { ...base, email: "x", confirmPassword: "outra99", privacidad: false },
      {},
      "10.20.0.3",
    );
    expect(Object.keys(bad.json().errors).sort()).toEqual(["confirmPassword", "email", "privacidad"]);
  });

  it("logs in, reads the profile, logs out; the old token is refused", async () => {
    const wrong = await call("POST", "/users/auth", { email: "joana@example.pt", password: "errada" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      error: "WRONG_CREDENTIALS",
      message: "O e-mail ou a password estão incorretos",
    });
    const ok = await call("POST", "/users/auth", { email: "Joana@example.pt", password: "segredo9" });
    expect(ok.statusCode).toBe(200);
    const token = ok.json().token;
    const me = await call("GET", "/users/fetchInfo", undefined, { authorization: `Bearer ${token}` });
    expect(me.json()).toMatchObject({ loggedIn: true, user: { email: "joana@example.pt" } });
    expect((await call("GET", "/users/fetchInfo")).statusCode).toBe(401);
    expect(
      (await call("GET", "/users/fetchInfo", undefined, { authorization: "Bearer forjado" })).json(),
    ).toMatchObject({ error: "UNAUTHORIZED", message: "Houve um problema com a sessão" });
    expect((await call("POST", "/users/logout", undefined, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await call("GET", "/users/fetchInfo", undefined, { authorization: `Bearer ${token}` })).statusCode).toBe(
      401,
    );
  });

  it("needs the terms of sale accepted, never marketing: e-mail and SMS offers are optional and changeable", async () => {
    const { permiso_comercial: _p, ...noMarketing } = base as Record<string, unknown>;
    const noTerms = await call("POST", "/users", { ...noMarketing, email: "semtermos@example.pt", privacidad: false });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().errors.privacidad).toBe(
      "Para criar a conta tem de aceitar os termos de contratação e a política de privacidade",
    );
    const ok = await call("POST", "/users", { ...noMarketing, email: "sempromo@example.pt" }, {}, "10.20.3.1");
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().user).toMatchObject({ permiso_comercial: false, promo_email: false, promo_sms: false });
    const { id_site_usuario: id } = ok.json().user;
    const auth = { authorization: `Bearer ${ok.json().token}` };
    const changed = await t.app.inject({
      method: "PATCH",
      url: `/api/rodacerta/pt/users/${id}`,
      headers: auth,
      payload: { promo_email: false, promo_sms: true },
    });
    expect(changed.json().user).toMatchObject({ permiso_comercial: true, promo_email: false, promo_sms: true });
  });

  it("limits login attempts per address (a forged X-Forwarded-For does not help) and per account", async () => {
    await call("POST", "/users", { ...base, email: "alvo@example.pt" }, {}, "10.20.9.9");
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (
          await call(
            "POST",
            "/users/auth",
            { email: `ninguem${i}@example.pt`, password: "x" },
            { "x-forwarded-for": `1.1.1.${i}` },
            "10.30.0.1",
          )
        ).statusCode,
      );
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await call(
      "POST",
      "/users/auth",
      { email: "alvo@example.pt", password: "segredo9" },
      { "x-forwarded-for": "8.8.8.8" },
      "10.30.0.1",
    );
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // the same account from many addresses
    for (let i = 0; i < 10; i++)
      await call("POST", "/users/auth", { email: "alvo@example.pt", password: "errada" }, {}, `10.40.0.${i}`);
    expect(
      (await call("POST", "/users/auth", { email: "alvo@example.pt", password: "segredo9" }, {}, "10.40.1.1"))
        .statusCode,
    ).toBe(429);
  });
});
