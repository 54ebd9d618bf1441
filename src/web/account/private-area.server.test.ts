import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, INVOICE_MESSAGES } from "#src/shared/account/account-messages.ts";
import { VEHICLE_MESSAGES } from "#src/shared/vehicles/vehicle-messages.ts";
import "#src/shared/i18n/catalogue/register-all.ts";
import { resolve } from "#src/shared/i18n/i18n.ts";
import type { ApiFetch } from "../api-context.ts";
import { loadPrivateArea, privateAreaAction, profilePayload } from "./private-area.server.ts";

const INFO = {
  loggedIn: true,
  user: {
    id_site_usuario: 7,
    nombre: "Inês",
    apellidos: "Lopes",
    email: "ines@example.pt",
    fecha_nacimiento: null,
    genero: "other",
    genero_descripccion: "Não binária",
    numero_documento: null,
    tipo_documento: null,
    pais_documento: null,
    id_usuario_nav: null,
    promo_email: false,
    promo_sms: false,
  },
  address: {
    calle: null,
    numero: null,
    poblacion: null,
    telefono: "+351912345678",
    codigo_postal: "1000-001",
    provincia: "Lisboa",
  },
  percentCompleted: 50,
};

type Answer = { status: number; body: unknown } | "network";

/** An API answering `routes` by "METHOD path" (fetchInfo answers the profile unless overridden); records the calls. */
function fakeApi(routes: Record<string, Answer>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  const api: ApiFetch = async (path, init = {}) => {
    const key = `${init.method ?? "GET"} ${path}`;
    calls.push({ key, body: init.body });
    const answer = routes[key] ?? (key === "GET /users/fetchInfo" ? { status: 200, body: INFO } : undefined);
    if (!answer) throw new Error(`unexpected call ${key}`);
    if (answer === "network") throw new Error("ECONNRESET");
    return { status: answer.status, json: () => answer.body };
  };
  return { api, calls };
}

/** A message (descriptor or text) as the Portuguese page shows it. */
const pt = (message: string | null | undefined) => (message == null ? message : resolve("pt", message));

const boom = { status: 500, body: { error: "INTERNAL_ERROR", message: "Detetámos um pequeno erro." } };
const none = new URLSearchParams();

describe("private area loader: each failure has its own message, never an empty list", () => {
  it("the profile failing to load is the catalogue's load failure", async () => {
    const { api } = fakeApi({ "GET /users/fetchInfo": boom });
    const d = await loadPrivateArea(api, {}, "", none);
    expect(d.info).toBeNull();
    expect(pt(d.error)).toBe(pt(ACCOUNT_MESSAGES.LOAD_FAILED));
  });

  it("a profile of an unexpected shape is a load failure too", async () => {
    const { api } = fakeApi({ "GET /users/fetchInfo": { status: 200, body: { user: { nombre: "x" } } } });
    expect(pt((await loadPrivateArea(api, {}, "", none)).error)).toBe(pt(ACCOUNT_MESSAGES.LOAD_FAILED));
  });

  it("an expired session goes to the login page and back to the tab", async () => {
    const { api } = fakeApi({ "GET /users/fetchInfo": { status: 401, body: { error: "UNAUTHORIZED", message: "" } } });
    const thrown = await loadPrivateArea(api, {}, "historial", none).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe(
      `/login?next=${encodeURIComponent("/area-privado/historial")}`,
    );
  });

  it.each([
    ["historial", "GET /users/7/history", ACCOUNT_MESSAGES.HISTORY_FAILED, "history"],
    ["veiculos", "GET /vehicles/7", ACCOUNT_MESSAGES.VEHICLES_FAILED, "vehicles"],
    ["marcacoes", "GET /citas-previas/7", ACCOUNT_MESSAGES.APPOINTMENTS_FAILED, "appointments"],
    ["encomendas", "GET /users/7/pedidos", ACCOUNT_MESSAGES.ORDERS_FAILED, "orders"],
    ["faturas", "GET /users/7/facturas", ACCOUNT_MESSAGES.INVOICES_FAILED, "invoices"],
  ] as const)("tab %s: a failed list load shows its message and no list", async (tab, call, message, key) => {
    for (const answer of [boom, "network", { status: 200, body: { unexpected: true } }] as const) {
      const { api } = fakeApi({ [call]: answer });
      const d = await loadPrivateArea(api, {}, tab, none);
      expect(pt(d.error)).toBe(pt(message));
      expect(d[key]).toBeNull();
      expect(d.info?.user.nombre).toBe("Inês");
    }
  });

  it("a loaded history is parsed and given without an error", async () => {
    const entry = {
      tipo: "order",
      fecha: "2026-11-20T10:00:00.000Z",
      descripcion: "Encomenda RC-1",
      estado: "pending",
    };
    const { api } = fakeApi({ "GET /users/7/history": { status: 200, body: { historial: [entry] } } });
    const d = await loadPrivateArea(api, {}, "historial", none);
    expect(d.error).toBeNull();
    expect(d.history).toEqual([entry]);
  });

  it("invoices tab: a failed download's code becomes the catalogue's message (unknown codes read as OTHER)", async () => {
    const { api } = fakeApi({ "GET /users/7/facturas": { status: 200, body: [] } });
    const with_ = (code: string) => loadPrivateArea(api, {}, "faturas", new URLSearchParams({ erro: code }));
    expect(pt((await with_("NO_ID_NAV")).invoiceError)).toBe(pt(INVOICE_MESSAGES.NO_ID_NAV));
    expect(pt((await with_("OTHER")).invoiceError)).toBe(pt(INVOICE_MESSAGES.OTHER));
    expect(pt((await with_("FACTURA_NOT_FOUND")).invoiceError)).toBe(pt(INVOICE_MESSAGES.FACTURA_NOT_FOUND));
    expect(pt((await with_("toString")).invoiceError)).toBe(pt(INVOICE_MESSAGES.OTHER));
    expect((await loadPrivateArea(api, {}, "faturas", none)).invoiceError).toBeNull();
  });
});

const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.set(k, v);
  return f;
};

describe("private area action: update, deletion and vehicle failures in the catalogue's words", () => {
  it("update failure on our side (or no answer) is the update message in the data form", async () => {
    for (const answer of [boom, "network"] as const) {
      const { api } = fakeApi({ "PATCH /users/7": answer });
      const r = await privateAreaAction(api, {}, form({ intent: "update", userId: "7", nombre: "Inês" }));
      expect({ ...r, message: pt(r.message) }).toEqual({
        form: "data",
        ok: false,
        message: pt(ACCOUNT_MESSAGES.UPDATE_FAILED),
        errors: {},
      });
    }
  });

  it("update: wrong fields sit at their inputs; a document of another user at the document field", async () => {
    const { api } = fakeApi({
      "PATCH /users/7": {
        status: 400,
        body: {
          error: "VALIDATION_ERROR",
          message: "Há campos com erros.",
          errors: { "documento.numero_documento": "O número do documento indicado não é válido" },
        },
      },
    });
    const r = await privateAreaAction(api, {}, form({ intent: "update", userId: "7" }));
    expect(r.errors).toEqual({ numero_documento: "O número do documento indicado não é válido" });
    const taken = fakeApi({
      "PATCH /users/7": {
        status: 409,
        body: { error: "DOCUMENT_TAKEN", message: "Este documento já pertence a outro utilizador." },
      },
    });
    const t = await privateAreaAction(taken.api, {}, form({ intent: "update", userId: "7" }));
    expect(t.errors.numero_documento).toBe("Este documento já pertence a outro utilizador.");
  });

  it("deletion failure is the deletion message in the delete form; success logs out", async () => {
    const { api } = fakeApi({ "DELETE /users/7": boom });
    const r = await privateAreaAction(api, {}, form({ intent: "delete", userId: "7", confirmar: "on" }));
    expect({ ...r, message: pt(r.message) }).toMatchObject({
      form: "delete",
      ok: false,
      message: pt(ACCOUNT_MESSAGES.DELETE_FAILED),
    });
    const ok = fakeApi({ "DELETE /users/7": { status: 200, body: { deleted: true } } });
    const thrown = await privateAreaAction(ok.api, {}, form({ intent: "delete", userId: "7", confirmar: "on" })).catch(
      (e: unknown) => e,
    );
    expect((thrown as Response).headers.get("location")).toBe("/?conta=apagada");
  });

  it.each([
    ["alta_vehiculo.error_buscar_vehiculo", VEHICLE_MESSAGES.SEARCH_FAILED],
    ["alta_vehiculo.error_guardar_vehiculo", VEHICLE_MESSAGES.SAVE_FAILED],
    ["INTERNAL_ERROR", VEHICLE_MESSAGES.SAVE_FAILED],
  ])("adding a vehicle: %s shows its message in the vehicle form", async (code, message) => {
    const { api } = fakeApi({ "POST /matricula/add-vehicle-db": { status: 500, body: { error: code, message: "x" } } });
    const r = await privateAreaAction(
      api,
      {},
      form({ intent: "add-vehicle", userId: "7", matricula: "12-AB-34", kms: "1000" }),
    );
    expect(r).toMatchObject({ form: "vehicle", ok: false, message });
  });

  it("adding a vehicle without an answer is the save failure; an unknown plate asks for brand and model", async () => {
    const { api } = fakeApi({ "POST /matricula/add-vehicle-db": "network" });
    const f = form({ intent: "add-vehicle", userId: "7", matricula: "12-AB-34", kms: "1000" });
    expect((await privateAreaAction(api, {}, f)).message).toBe(VEHICLE_MESSAGES.SAVE_FAILED);
    const unknown = fakeApi({
      "POST /matricula/add-vehicle-db": {
        status: 404,
        body: { error: "PLATE_NOT_FOUND", message: "Indique a marca e o modelo." },
      },
    });
    expect(await privateAreaAction(unknown.api, {}, f)).toMatchObject({
      needManual: true,
      message: "Indique a marca e o modelo.",
    });
  });

  it("a vehicle that could not be deleted says so (it used to report success regardless)", async () => {
    const { api } = fakeApi({ "DELETE /vehicles/7/12-AB-34": boom });
    const r = await privateAreaAction(api, {}, form({ intent: "delete-vehicle", userId: "7", plate: "12-AB-34" }));
    expect({ ...r, message: pt(r.message) }).toMatchObject({
      form: "vehicles",
      ok: false,
      message: pt(ACCOUNT_MESSAGES.VEHICLE_DELETE_FAILED),
    });
  });

  it("logging out needs no profile (it works when the profile failed to load) and clears session and basket", async () => {
    const { api, calls } = fakeApi({ "POST /users/logout": "network" });
    const thrown = await privateAreaAction(api, {}, form({ intent: "logout" })).catch((e: unknown) => e);
    expect((thrown as Response).headers.get("location")).toBe("/");
    expect((thrown as Response).headers.get("set-cookie")).toMatch(/rc_session=;.*Max-Age=0/);
    expect(calls.map((c) => c.key)).toEqual(["POST /users/logout"]);
  });

  it("the profile payload carries the gender, and the description only with «other»", () => {
    expect(profilePayload(form({ genero: "other", genero_descripccion: " Não binária " }))).toEqual({
      genero: "other",
      genero_descripccion: "Não binária",
    });
    expect(profilePayload(form({ genero: "woman", genero_descripccion: "ignorada" }))).toEqual({ genero: "woman" });
    expect(profilePayload(form({ genero: "" }))).toEqual({});
  });
});

describe("private area in Spanish: the same answers, in the Spanish site's words and addresses", () => {
  it("an expired session goes to the Spanish login page and back to the Spanish tab", async () => {
    const { api } = fakeApi({ "GET /users/fetchInfo": { status: 401, body: { error: "UNAUTHORIZED", message: "" } } });
    const thrown = await loadPrivateArea(api, {}, "encomendas", none, "es").catch((e: unknown) => e);
    expect((thrown as Response).headers.get("location")).toBe(
      `/iniciar-sesion?next=${encodeURIComponent("/area-privada/pedidos")}`,
    );
  });

  it("failures and confirmations read in Spanish, not in Portuguese", async () => {
    const { api } = fakeApi({ "GET /users/fetchInfo": boom });
    const d = await loadPrivateArea(api, {}, "", none, "es");
    expect(resolve("es", d.error!)).toBe(
      "Ha habido un problema cargando sus datos. Inténtelo de nuevo dentro de unos momentos.",
    );
    const ok = fakeApi({ "DELETE /vehicles/7/1234-BCD": { status: 200, body: {} } });
    const r = await privateAreaAction(
      ok.api,
      {},
      form({ intent: "delete-vehicle", userId: "7", plate: "1234-BCD" }),
      "es",
    );
    expect(resolve("es", r.message)).toBe("Vehículo 1234-BCD eliminado.");
    expect(resolve("pt", r.message)).toBe("Veículo 1234-BCD apagado.");
  });

  it("logging out and deleting the account go to the Spanish home page", async () => {
    const { api } = fakeApi({ "POST /users/logout": { status: 200, body: {} } });
    const out = await privateAreaAction(api, {}, form({ intent: "logout" }), "es").catch((e: unknown) => e);
    expect((out as Response).headers.get("location")).toBe("/es");
    const del = fakeApi({ "DELETE /users/7": { status: 200, body: { deleted: true } } });
    const gone = await privateAreaAction(
      del.api,
      {},
      form({ intent: "delete", userId: "7", confirmar: "on" }),
      "es",
    ).catch((e: unknown) => e);
    expect((gone as Response).headers.get("location")).toBe("/es?conta=apagada");
  });
});
