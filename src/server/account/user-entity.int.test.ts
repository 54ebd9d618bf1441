import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../db/schema.ts";
import { testApp } from "#src/server/test-support/app.ts";

/** The user answer of spec section 3: genero_descripccion (gender "other") and id_usuario_nav. */
describe("user answer: gender description and client number", () => {
  const t = testApp("pglite");
  let ip = 0;
  const call = (method: "GET" | "POST" | "PATCH", url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/rodacerta/pt${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: payload as object,
      remoteAddress: `10.71.0.${++ip}`,
    });
  const registration = (email: string, extra: object = {}) => ({
    nombre: "Sam",
    apellidos: "Costa",
    email,
    password: "segredo1",
    confirmPassword: "segredo1",
    telefono: "912345678",
    codigo_postal: "1000-001",
    privacidad: true,
    ...extra,
  });

  it("registration accepts and stores the description with gender other; fetchInfo gives it back", async () => {
    const res = await call(
      "POST",
      "/users",
      undefined,
      registration("sam@example.pt", { genero: "other", genero_descripccion: "  Não binário " }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ genero: "other", genero_descripccion: "Não binário", id_usuario_nav: null });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.user.id_site_usuario));
    expect(row).toMatchObject({ genero: "other", generoDescripcion: "Não binário" });
    const info = (await call("GET", "/users/fetchInfo", body.token)).json();
    expect(info.user).toMatchObject({ genero_descripccion: "Não binário", id_usuario_nav: null });
    expect(Object.keys(info.user)).toEqual(expect.arrayContaining(["genero_descripccion", "id_usuario_nav"]));
  });

  it("registration refuses a description with another gender", async () => {
    const res = await call(
      "POST",
      "/users",
      undefined,
      registration("rui@example.pt", { genero: "man", genero_descripccion: "Qualquer" }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.genero_descripccion).toBe("A descrição do género só se indica quando escolhe «Outro»");
  });

  it("update sets, changes and clears the description with the gender", async () => {
    const reg = (await call("POST", "/users", undefined, registration("alex@example.pt"))).json();
    const id = reg.user.id_site_usuario;
    expect(reg.user).toMatchObject({ genero: null, genero_descripccion: null });
    const noOther = await call("PATCH", `/users/${id}`, reg.token, { genero_descripccion: "Fluido" });
    expect(noOther.statusCode).toBe(400);
    expect(noOther.json().errors.genero_descripccion).toBe("A descrição do género só se indica quando escolhe «Outro»");
    const set = await call("PATCH", `/users/${id}`, reg.token, { genero: "other", genero_descripccion: "Fluido" });
    expect(set.statusCode).toBe(200);
    expect(set.json().user).toMatchObject({ genero: "other", genero_descripccion: "Fluido" });
    const changed = await call("PATCH", `/users/${id}`, reg.token, { genero_descripccion: "Agénero" });
    expect(changed.json().user).toMatchObject({ genero: "other", genero_descripccion: "Agénero" });
    const other = await call("PATCH", `/users/${id}`, reg.token, { nombre: "Alexandra" });
    expect(other.json().user).toMatchObject({ genero_descripccion: "Agénero" });
    const cleared = await call("PATCH", `/users/${id}`, reg.token, { genero: "woman" });
    expect(cleared.json().user).toMatchObject({ genero: "woman", genero_descripccion: null });
    const tooLong = await call("PATCH", `/users/${id}`, reg.token, {
      genero: "other",
      genero_descripccion: "x".repeat(61),
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it("id_usuario_nav: the client number once a document is registered, stable afterwards", async () => {
    const reg = (await call("POST", "/users", undefined, registration("ines@example.pt"))).json();
    const id = reg.user.id_site_usuario;
    expect(reg.user.id_usuario_nav).toBeNull();
    const added = await call("POST", "/users/add-client/ws", reg.token, { numero_documento: "12345678Z", idUser: id });
    expect(added.statusCode).toBe(201);
    const info = (await call("GET", "/users/fetchInfo", reg.token)).json();
    expect(info.user.id_usuario_nav).toBe(`C${String(id).padStart(7, "0")}`);
    const again = (await call("PATCH", `/users/${id}`, reg.token, { nombre: "Inês" })).json();
    expect(again.user.id_usuario_nav).toBe(info.user.id_usuario_nav);
  });
});
