/**
 * The typed API contract for the account and professional routes (docs/decisions/020-api-contract.md, session 27):
 * login and registration's neighbours (logout, password reset), the private area's reads and writes (profile,
 * history, orders and their lines, invoices with credit notes, workshops, vehicles, the payment's document, account
 * deletion), impersonation and professional access. Each route declares its 2xx answer; here real answers, on /pt and
 * /es, are parsed `whole` with those schemas (types, enums and nullability, which the compiled serializer does not
 * check), and the internal fields the routes stopped sending are checked to be gone.
 */
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import {
  AddClientAnswer,
  CustomerInvoicesAnswer,
  CustomerOrdersAnswer,
  CustomerWorkshopsAnswer,
  DeleteAccountAnswer,
  HistoryAnswer,
  ImpersonationTokenAnswer,
  LogoutAnswer,
  OperatorImpersonationSessionAnswer,
  OrderLinesAnswer,
  PasswordNoticeAnswer,
  ResetLinkAnswer,
  StaffImpersonationSessionAnswer,
  UpdateUserAnswer,
  UserInfoAnswer,
} from "#src/shared/account/account-api.schema.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { ApplicationView, ProfessionalStatusAnswer } from "#src/shared/professional/application.schema.ts";
import { FleetAnswer } from "#src/shared/professional/fleet.schema.ts";
import {
  SavedVehicleAnswer,
  SavedVehiclesAnswer,
  VehicleDeletedAnswer,
} from "#src/shared/vehicles/user-vehicles-api.schema.ts";
import { tyres, users } from "./db/schema.ts";
import { apiCaller, testApp } from "./test-support/app.ts";
import { expectAnswer, registeredSession } from "./test-support/contract.ts";
import { eachDatabase } from "./test-support/db.ts";
import { operatorTeam, testClock } from "./test-support/operator.ts";
import { paidFittingOrder } from "./test-support/orders.ts";

const START = new Date("2026-11-23T09:00:00Z"); // Monday morning in Lisbon
const LANGS: Lang[] = ["pt", "es"];

eachDatabase("API contract: account, private area, impersonation and professional answers", (kind) => {
  const clock = testClock(START);
  const t = testApp(kind, { now: clock.now });
  const team = operatorTeam(t, kind, "acc", clock);
  const call = apiCaller(() => t.app, 67);

  let seq = 0;
  async function register(lang: Lang) {
    const email = `conta.${lang}.${kind}.${++seq}@example.pt`;
    const session = await registeredSession(t, lang, email);
    return { email, id: session.user.id_site_usuario, token: session.token };
  }

  /** A customer with a paid fitting order (so an appointment, an order with lines and an invoice) on `lang`'s site. */
  async function customerWithOrder(lang: Lang) {
    const [tyre] = await t.database.db
      .select()
      .from(tyres)
      .where(and(eq(tyres.width, 205), eq(tyres.series, 55), eq(tyres.rim, 16)))
      .orderBy(tyres.id)
      .limit(1);
    await t.database.db.update(tyres).set({ stock: 500 }).where(eq(tyres.id, tyre!.id));
    return paidFittingOrder(t.app, {
      lang,
      email: `encomenda.${lang}.${kind}.${++seq}@example.pt`,
      tyreId: tyre!.id,
      codTienda: team.lisbon.code,
      idempotencyKey: `contract-account-${kind}-${lang}-${seq}`,
    });
  }

  it("session: logout, the reset link asked for, checked and used (notices in the path's language)", async () => {
    const notices: Record<string, string[]> = {};
    for (const lang of LANGS) {
      const { email, token } = await register(lang);
      const sent = expectAnswer(await call(lang, "POST", "/users/forgot-password", { email }), PasswordNoticeAnswer, {
        whole: true,
      });
      const outbox = (await call(lang, "GET", "/outbox")).json() as Array<{ to: string; text: string }>;
      const link = outbox
        .filter((m) => m.to === email)
        .at(-1)
        ?.text.match(/[?&]token=([\w-]+)/);
      expect(link, "the reset e-mail carries its link").not.toBeNull();
      expectAnswer(await call(lang, "GET", `/users/reset-password/${link![1]}`), ResetLinkAnswer, { whole: true });
      const changed = expectAnswer(
        await call(lang, "PUT", `/users/reset-password/${link![1]}`, {
          password: "segredo2",
          confirmPassword: "segredo2",
        }),
        PasswordNoticeAnswer,
        { whole: true },
      );
      notices[lang] = [sent.message, changed.message];
      expect(changed.message).not.toBe(sent.message);
      expectAnswer(await call(lang, "POST", "/users/logout", undefined, token), LogoutAnswer, { whole: true });
      expect((await call(lang, "GET", "/users/fetchInfo", undefined, token)).statusCode).toBe(401);
      // Without a session the answer is the same.
      expectAnswer(await call(lang, "POST", "/users/logout"), LogoutAnswer, { whole: true });
    }
    expect(notices.es).not.toEqual(notices.pt);
  });

  it("private area: profile change, history, orders and their lines, invoices with credit notes, workshops", async () => {
    const histories: Record<string, string[]> = {};
    for (const lang of LANGS) {
      const { customer, orderNumber } = await customerWithOrder(lang);
      const { id, token } = customer;
      const updated = expectAnswer(
        await call(lang, "PATCH", `/users/${id}`, { fecha_nacimiento: "15/06/1985", promo_sms: true }, token),
        UpdateUserAnswer,
        { whole: true },
      );
      expect(updated.user).toMatchObject({ fecha_nacimiento: "15/06/1985", promo_sms: true });

      const history = expectAnswer(await call(lang, "GET", `/users/${id}/history`, undefined, token), HistoryAnswer, {
        whole: true,
      });
      expect([...new Set(history.historial.map((e) => e.tipo))].sort()).toEqual(["appointment", "order"]);
      histories[lang] = history.historial.map((e) => e.descripcion);

      const orders = expectAnswer(
        await call(lang, "GET", `/users/${id}/pedidos`, undefined, token),
        CustomerOrdersAnswer,
        { whole: true },
      );
      expect(orders).toEqual([expect.objectContaining({ numero: orderNumber, estado: "confirmed" })]);
      expect(orders[0]).not.toHaveProperty("pagadoWeb");
      const lines = expectAnswer(
        await call(lang, "GET", `/users/${id}/pedidos-products/${orderNumber}`, undefined, token),
        OrderLinesAnswer,
        { whole: true },
      );
      expect(lines.length).toBeGreaterThan(0);

      // A partial credit note from the back office is listed under its invoice.
      const note = await t.api(
        "POST",
        `/operador/encomendas/${orderNumber}/notas-credito`,
        { modo: "partial", valor: "10,00", motivo: "Desconto comercial acordado" },
        team.tokens.admin,
      );
      expect(note.statusCode, note.body).toBe(201);
      const invoices = expectAnswer(
        await call(lang, "GET", `/users/${id}/facturas`, undefined, token),
        CustomerInvoicesAnswer,
        { whole: true },
      );
      expect(invoices).toHaveLength(1);
      expect(invoices[0]!.notasCredito).toEqual([expect.objectContaining({ motivo: "Desconto comercial acordado" })]);

      // The favourite workshop is set on the account; the used ones come from the bookings.
      await t.database.db.update(users).set({ favouriteWorkshopId: team.porto.id }).where(eq(users.id, id));
      const places = expectAnswer(
        await call(lang, "GET", `/users/${id}/talleres`, undefined, token),
        CustomerWorkshopsAnswer,
        { whole: true },
      );
      expect(places.favorito?.codTienda).toBe(team.porto.code);
      expect(places.talleres.map((w) => w.codTienda)).toEqual([team.lisbon.code]);
    }
    // The history's lines are written in the path's language.
    expect(histories.es).not.toEqual(histories.pt);
  });

  it("vehicles: saved, listed and deleted, without the account's internal fields", async () => {
    for (const lang of LANGS) {
      const { id, token } = await register(lang);
      const saved = expectAnswer(
        await call(
          lang,
          "POST",
          "/matricula/add-vehicle-db",
          { idUsuario: id, matriculaNumber: "aa-00-aa", vehicleData: { kms: "64000" } },
          token,
        ),
        SavedVehicleAnswer,
        { status: 201, whole: true },
      );
      expect(saved).toMatchObject({ plate: "AA-00-AA", marca: "Volkswagen", kms: 64000 });
      const manual = expectAnswer(
        await call(
          lang,
          "POST",
          "/matricula/add-vehicle-db",
          {
            idUsuario: id,
            matriculaNumber: "ZZ-98-ZZ",
            vehicleData: { kms: "1500", marca: "Renault", modelo: "Clio" },
          },
          token,
        ),
        SavedVehicleAnswer,
        { status: 201, whole: true },
      );
      expect(manual).toMatchObject({ marca: "Renault", modelo: "Clio", motor: null });
      const list = expectAnswer(await call(lang, "GET", `/vehicles/${id}`, undefined, token), SavedVehiclesAnswer, {
        whole: true,
      });
      expect(list.map((v) => v.plate)).toEqual(["AA-00-AA", "ZZ-98-ZZ"]);
      for (const v of [saved, ...list])
        for (const internal of ["userId", "anoMatric", "createdAt"]) expect(v).not.toHaveProperty(internal);
      expectAnswer(await call(lang, "DELETE", `/vehicles/${id}/ZZ-98-ZZ`, undefined, token), VehicleDeletedAnswer, {
        whole: true,
      });
      expect((await call(lang, "GET", `/vehicles/${id}`, undefined, token)).json()).toHaveLength(1);
    }
  });

  it("the payment's document registration and the account's deletion", async () => {
    const deleted: Record<string, string> = {};
    for (const lang of LANGS) {
      const { id, token } = await register(lang);
      const doc = expectAnswer(
        await call(
          lang,
          "POST",
          "/users/add-client/ws",
          { idUser: id, numero_documento: "12345678Z", tipo_documento: "DNI", pais_documento: "ES" },
          token,
        ),
        AddClientAnswer,
        { status: 201, whole: true },
      );
      expect(doc).toEqual({
        registered: true,
        numero_documento: "12345678Z",
        tipo_documento: "DNI",
        pais_documento: "ES",
      });
      const me = expectAnswer(await call(lang, "GET", "/users/fetchInfo", undefined, token), UserInfoAnswer, {
        whole: true,
      });
      expect(me.user.numero_documento).toBe("12345678Z");
      const gone = expectAnswer(
        await call(lang, "DELETE", `/users/${id}`, { confirm: true }, token),
        DeleteAccountAnswer,
        { whole: true },
      );
      deleted[lang] = gone.message;
    }
    expect(deleted.es).not.toBe(deleted.pt);
  });

  it("impersonation: the staff token's session, and the older operator token and its exchange", async () => {
    const issued = await t.api(
      "POST",
      `/operador/clientes/${team.customerId}/impersonacao`,
      undefined,
      team.tokens.service,
    );
    expect(issued.statusCode, issued.body).toBe(200);
    const staff = expectAnswer(
      await t.api("POST", "/users/auth/staff-token", { token: issued.json().token }),
      StaffImpersonationSessionAnswer,
      { whole: true },
    );
    expect(staff.cliente.id).toBe(team.customerId);
    expect(staff.funcionario).toMatchObject({ id: team.ids.service, perfil: "service" });
    expect(new Date(staff.expiraEm).getTime()).toBeGreaterThan(START.getTime());

    for (const lang of LANGS) {
      const customer = await register(lang);
      const operator = await register(lang);
      await t.database.db.update(users).set({ role: "operator" }).where(eq(users.id, operator.id));
      const grant = expectAnswer(
        await call(lang, "POST", "/operador/impersonation-token", { userId: customer.id }, operator.token),
        ImpersonationTokenAnswer,
        { whole: true },
      );
      expect(grant.expiraEm).toBe(300);
      const session = expectAnswer(
        await call(lang, "POST", "/users/auth/token", { token: grant.token }),
        OperatorImpersonationSessionAnswer,
        { whole: true },
      );
      expect(session).toMatchObject({ user: { id_site_usuario: customer.id }, impersonatedBy: operator.id });
    }
  });

  it("professional access: the standing, the application and, once approved, the fleet", async () => {
    for (const lang of LANGS) {
      const { id, token } = await register(lang);
      const none = expectAnswer(
        await call(lang, "GET", "/profissional/estado", undefined, token),
        ProfessionalStatusAnswer,
        { whole: true },
      );
      expect(none).toEqual({ conta: null, candidatura: null });
      const applied = expectAnswer(
        await call(
          lang,
          "POST",
          "/profissional/candidatura",
          {
            empresa: `Entregas ${lang} ${kind}, Lda.`,
            nif: lang === "pt" ? "501234560" : "501442600",
            contacto: "Rui Costa",
            email: `frota.${lang}.${kind}@example.pt`,
            telefone: "912345678",
            frota: "3",
            tipo: "delivery",
          },
          token,
        ),
        ApplicationView,
        { status: 201, whole: true },
      );
      expect(applied.estado).toBe("pending");
      const approved = await t.api(
        "PATCH",
        `/operador/profissionais/${applied.id}`,
        { decisao: "approve", diasCredito: 30 },
        team.tokens.admin,
      );
      expect(approved.statusCode, approved.body).toBe(200);
      const standing = expectAnswer(
        await call(lang, "GET", "/profissional/estado", undefined, token),
        ProfessionalStatusAnswer,
        { whole: true },
      );
      expect(standing.conta?.diasCredito).toBe(30);
      const car = await call(
        lang,
        "POST",
        "/matricula/add-vehicle-db",
        { idUsuario: id, matriculaNumber: "AA-00-AA", vehicleData: { kms: "90000" } },
        token,
      );
      expect(car.statusCode, car.body).toBe(201);
      const fleet = expectAnswer(await call(lang, "GET", "/profissional/frota", undefined, token), FleetAnswer, {
        whole: true,
      });
      expect(fleet.veiculos.map((v) => v.matricula)).toEqual(["AA-00-AA"]);
      expect(fleet.oficinas.length).toBeGreaterThan(0);
    }
  });
});
