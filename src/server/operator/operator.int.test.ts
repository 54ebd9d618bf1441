/**
 * The back office's API (issue 14, items 1 and 3): staff login and sessions apart from the customers', the role and
 * workshop matrix on every operator endpoint, closures that list the customers to contact and close the day in the
 * public flows at once, and the audit log of every change.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, staffSessions } from "../db/schema.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase } from "../test-support/db.ts";
import { accessMatrix, type Endpoint, operatorTeam, testClock } from "../test-support/operator.ts";
import { DEMO_ADMIN, ensureDemoAdmin, loginStaff } from "./staff.ts";

const START = new Date("2026-11-23T07:00:00Z"); // Monday 07:00 in Lisbon

eachDatabase("operator back office API", (kind) => {
  const clock = testClock(START);
  const t = testApp(kind, { now: clock.now });
  // The first admin comes from the command line's use case (npm run operator:create-admin), the others from the API.
  const team = operatorTeam(t, kind, "op", clock, { email: `cliente.${kind}@example.pt` });
  const { tokens, ids } = team;
  let lisbon: number;
  let porto: number;
  let lisbonCode: string;

  const login = (email: string, password: string) => t.api("POST", "/operador/login", { email, password });
  const bookingOn = (date: string, time: string, plate: string) =>
    t.api("POST", "/cita-previa", {
      userData: { nombre: "Rui Costa", email: "rui@example.pt", telefono: "912 345 678", matricula: plate },
      selectedDate: { date, time },
      selectedService: ["CITA_TRAVOES"],
      selectedTaller: { codTienda: lisbonCode },
    });
  const publicDates = async () =>
    (await t.api("POST", `/cita-previa-dates/taller/${lisbonCode}`, { services: ["CITA_TRAVOES"] }))
      .json()
      .dias.map((d: { fecha: string }) => d.fecha) as string[];

  beforeAll(() => {
    lisbon = team.lisbon.id;
    lisbonCode = team.lisbon.code;
    porto = team.porto.id;
  });

  it("logs staff in with a session of their own and says who is connected", async () => {
    const me = await t.api("GET", "/operador/me", undefined, tokens.lisbonStaff);
    expect(me.statusCode).toBe(200);
    expect(me.json().funcionario).toMatchObject({ perfil: "workshop", oficinas: [lisbon], ativo: true });
    expect(JSON.stringify(me.json())).not.toContain("scrypt");
    const wrong = await login(`admin.op.${kind}@rodacerta.pt`, "password-errada");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: "WRONG_CREDENTIALS", message: "O e-mail ou a password estão incorretos" });
    // A customer's password opens no staff session, and a staff token is not a customer's session.
    expect((await login(`cliente.${kind}@example.pt`, "segredo1")).statusCode).toBe(401);
    expect((await t.api("GET", "/users/fetchInfo", undefined, tokens.admin)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(staffSessions).where(eq(staffSessions.staffId, ids.admin));
    expect(row!.tokenHash).not.toBe(tokens.admin); // stored hashed
  });

  describe("every operator endpoint refuses whoever may not use it", () => {
    const endpoints: Endpoint[] = [
      { method: "GET", url: () => "/operador/me" },
      { method: "POST", url: () => "/operador/logout" },
      { method: "GET", url: () => "/operador/auditoria" },
      { method: "GET", url: () => "/operador/funcionarios" },
      {
        method: "POST",
        url: () => "/operador/funcionarios",
        body: () => ({ email: "x@rodacerta.pt", nome: "X", password: "password-longa", perfil: "admin" }),
      },
      { method: "PATCH", url: () => `/operador/funcionarios/${ids.service}`, body: () => ({ ativo: false }) },
      { method: "GET", url: () => "/operador/oficinas" },
      { method: "GET", url: () => `/operador/encerramentos?oficinaId=${lisbon}` },
      {
        method: "POST",
        url: () => "/operador/encerramentos",
        body: () => ({ oficinaId: lisbon, data: "15/12/2026", motivo: "Obras" }),
      },
      { method: "DELETE", url: () => "/operador/encerramentos/1" },
    ];

    accessMatrix({
      t,
      team,
      clock,
      endpoints: () => endpoints,
      forbidden: [
        // The wrong role: only admins see the audit log and manage staff accounts.
        { who: ["lisbonStaff", "service"], endpoints: () => endpoints.slice(2, 6) },
        // Another workshop's staff: neither its calendar nor closing its days.
        { who: ["portoStaff"], endpoints: () => endpoints.slice(7, 9) },
      ],
    });

    it("staff of another workshop: 403 on its calendar; customer service may look but not close", async () => {
      const list = await t.api("GET", `/operador/encerramentos?oficinaId=${lisbon}`, undefined, tokens.portoStaff);
      expect(list.statusCode).toBe(403);
      const close = await t.api(
        "POST",
        "/operador/encerramentos",
        { oficinaId: lisbon, data: "15/12/2026", motivo: "Obras" },
        tokens.portoStaff,
      );
      expect(close.statusCode).toBe(403);
      expect(close.json().message).toBe("Não tem permissão para fechar ou reabrir dias desta oficina.");
      const all = await t.api(
        "POST",
        "/operador/encerramentos",
        { oficinaId: null, data: "15/12/2026", motivo: "Obras" },
        tokens.lisbonStaff,
      );
      expect(all.statusCode).toBe(403);
      expect(
        (await t.api("GET", `/operador/encerramentos?oficinaId=${lisbon}`, undefined, tokens.service)).statusCode,
      ).toBe(200);
      expect(
        (
          await t.api(
            "POST",
            "/operador/encerramentos",
            { oficinaId: lisbon, data: "15/12/2026", motivo: "Obras" },
            tokens.service,
          )
        ).statusCode,
      ).toBe(403);
      const seen = (await t.api("GET", "/operador/oficinas", undefined, tokens.portoStaff)).json().oficinas;
      expect(seen.map((w: { id: number }) => w.id)).toEqual([porto]);
    });
  });

  it("closing a day lists the customers to contact and closes it in the public flows at once", async () => {
    expect((await bookingOn("09/12/2026", "10:00", "11-AA-11")).statusCode).toBe(201);
    expect((await bookingOn("09/12/2026", "15:00", "22-BB-22")).statusCode).toBe(201);
    expect(await publicDates()).toContain("09/12/2026");
    const res = await t.api(
      "POST",
      "/operador/encerramentos",
      { oficinaId: lisbon, data: "09/12/2026", motivo: "Feriado municipal" },
      tokens.lisbonStaff,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().encerramento).toMatchObject({
      oficinaId: lisbon,
      data: "09/12/2026",
      iso: "2026-12-09",
      motivo: "Feriado municipal",
    });
    expect(res.json().clientesAContactar).toEqual([
      expect.objectContaining({ hora: "10:00", nome: "Rui Costa", email: "rui@example.pt", matricula: "11AA11" }),
      expect.objectContaining({ hora: "15:00", matricula: "22BB22" }),
    ]);
    expect(await publicDates()).not.toContain("09/12/2026");
    const refused = await bookingOn("09/12/2026", "11:00", "33-CC-33");
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain("(Feriado municipal)");

    const again = await t.api(
      "POST",
      "/operador/encerramentos",
      { oficinaId: lisbon, data: "09/12/2026", motivo: "Outra vez" },
      tokens.admin,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe("CLOSURE_EXISTS");
    const past = await t.api(
      "POST",
      "/operador/encerramentos",
      { oficinaId: lisbon, data: "20/11/2026", motivo: "Tarde demais" },
      tokens.admin,
    );
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.data).toBe("Escolha hoje ou um dia futuro");
    const bad = await t.api(
      "POST",
      "/operador/encerramentos",
      { oficinaId: lisbon, data: "2026-12-09", motivo: "" },
      tokens.admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["data", "motivo"]);

    const id = res.json().encerramento.id as number;
    const mine = (await t.api("GET", "/operador/encerramentos", undefined, tokens.lisbonStaff)).json().encerramentos;
    expect(mine.map((c: { id: number }) => c.id)).toContain(id);
    const theirs = (await t.api("GET", "/operador/encerramentos", undefined, tokens.portoStaff)).json().encerramentos;
    expect(theirs.map((c: { id: number }) => c.id)).not.toContain(id);
    expect((await t.api("DELETE", `/operador/encerramentos/${id}`, undefined, tokens.portoStaff)).statusCode).toBe(403);
    expect((await t.api("DELETE", `/operador/encerramentos/${id}`, undefined, tokens.lisbonStaff)).statusCode).toBe(
      200,
    );
    expect(await publicDates()).toContain("09/12/2026");
    expect((await t.api("DELETE", `/operador/encerramentos/${id}`, undefined, tokens.admin)).statusCode).toBe(404);
  });

  it("an admin closes every workshop for a day", async () => {
    const res = await t.api(
      "POST",
      "/operador/encerramentos",
      { oficinaId: null, data: "11/12/2026", motivo: "Inventário anual" },
      tokens.admin,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().encerramento).toMatchObject({ oficinaId: null, oficina: null });
    expect(await publicDates()).not.toContain("11/12/2026");
    // Workshop staff see closures of every workshop next to their own.
    const seen = (await t.api("GET", "/operador/encerramentos", undefined, tokens.portoStaff)).json().encerramentos;
    expect(seen.map((c: { motivo: string }) => c.motivo)).toContain("Inventário anual");
  });

  it("a closure racing bookings of that day lists every booking that got in and refuses the others", async () => {
    const times = ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "14:00", "14:30", "15:00", "15:30"];
    const [closed, ...booked] = await Promise.all([
      t.api(
        "POST",
        "/operador/encerramentos",
        { oficinaId: lisbon, data: "14/12/2026", motivo: "Avaria elétrica" },
        tokens.admin,
      ),
      ...times.map((time, i) => bookingOn("14/12/2026", time, `${40 + i}-RC-${40 + i}`)),
    ]);
    expect(closed!.statusCode, closed!.body).toBe(201);
    const listed = new Set(closed!.json().clientesAContactar.map((c: { marcacao: string }) => c.marcacao));
    const made = booked.filter((b) => b.statusCode === 201).map((b) => b.json().citaPreviaId as string);
    expect([...listed].sort()).toEqual([...made].sort());
    for (const b of booked.filter((r) => r.statusCode !== 201)) expect(b.json().error).toBe("DAY_CLOSED");
  });

  it("admins manage accounts: a change of role or a disabling ends sessions; the last admin stays", async () => {
    const list = (await t.api("GET", "/operador/funcionarios", undefined, tokens.admin)).json().funcionarios;
    expect(list.map((s: { perfil: string }) => s.perfil).sort()).toEqual(["admin", "service", "workshop", "workshop"]);
    const dup = await t.api(
      "POST",
      "/operador/funcionarios",
      { email: `SERVICE.op.${kind}@rodacerta.pt`, nome: "Dup", password: "password-longa", perfil: "service" },
      tokens.admin,
    );
    expect(dup.statusCode).toBe(409);
    const noWorkshop = await t.api(
      "POST",
      "/operador/funcionarios",
      {
        email: `w.${kind}@rodacerta.pt`,
        nome: "W",
        password: "password-longa",
        perfil: "workshop",
        oficinas: [999999],
      },
      tokens.admin,
    );
    expect(noWorkshop.statusCode).toBe(400);
    expect(noWorkshop.json().errors.oficinas).toBe("Oficina desconhecida: 999999");

    const promoted = await t.api(
      "PATCH",
      `/operador/funcionarios/${ids.portoStaff}`,
      { perfil: "workshop", oficinas: [porto, lisbon] },
      tokens.admin,
    );
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().oficinas).toEqual([porto, lisbon]);
    expect((await t.api("GET", "/operador/me", undefined, tokens.portoStaff)).statusCode).toBe(401);
    tokens.portoStaff = (await login(`portoStaff.op.${kind}@rodacerta.pt`, "password-da-equipa")).json().token;
    expect(
      (await t.api("GET", `/operador/encerramentos?oficinaId=${lisbon}`, undefined, tokens.portoStaff)).statusCode,
    ).toBe(200);

    const off = await t.api("PATCH", `/operador/funcionarios/${ids.portoStaff}`, { ativo: false }, tokens.admin);
    expect(off.json().ativo).toBe(false);
    expect((await t.api("GET", "/operador/me", undefined, tokens.portoStaff)).statusCode).toBe(401);
    expect((await login(`portoStaff.op.${kind}@rodacerta.pt`, "password-da-equipa")).statusCode).toBe(401);

    const last = await t.api("PATCH", `/operador/funcionarios/${ids.admin}`, { perfil: "service" }, tokens.admin);
    expect(last.statusCode).toBe(422);
    expect(last.json().error).toBe("LAST_ADMIN");
    expect((await t.api("PATCH", "/operador/funcionarios/999999", { ativo: false }, tokens.admin)).statusCode).toBe(
      404,
    );
  });

  it("writes every change to the audit log, which admins read newest first", async () => {
    const res = await t.api("GET", "/operador/auditoria", undefined, tokens.admin);
    expect(res.statusCode).toBe(200);
    const rows = res.json().registos as Array<{
      acao: string;
      funcionario: { email: string } | null;
      antes: unknown;
      depois: Record<string, unknown> | null;
      entidadeId: string;
    }>;
    const actions = rows.map((r) => r.acao);
    for (const a of ["staff.create", "staff.update", "staff.login", "closure.create", "closure.delete"])
      expect(actions).toContain(a);
    const disabled = rows.find((r) => r.acao === "staff.update" && r.entidadeId === String(ids.portoStaff))!;
    expect(disabled.funcionario?.email).toBe(`admin.op.${kind}@rodacerta.pt`);
    expect(disabled.antes).toMatchObject({ ativo: true });
    expect(disabled.depois).toMatchObject({ ativo: false });
    const closed = rows.find((r) => r.acao === "closure.create" && r.depois?.motivo === "Feriado municipal")!;
    expect(closed.funcionario?.email).toBe(`lisbonstaff.op.${kind}@rodacerta.pt`); // e-mails are kept in lower case
    expect((closed.depois!.marcacoesNoDia as string[]).length).toBe(2);
    const firstAdmin = rows.find((r) => r.acao === "staff.create" && r.entidadeId === String(ids.admin))!;
    expect(firstAdmin.funcionario).toBeNull(); // created from the command line
    expect(JSON.stringify(rows)).not.toMatch(/scrypt|password-da-equipa/);
    const onlyClosures = (await t.api("GET", "/operador/auditoria?entidade=workshop_closure", undefined, tokens.admin))
      .json()
      .registos.map((r: { entidade: string }) => r.entidade);
    expect(new Set(onlyClosures)).toEqual(new Set(["workshop_closure"]));
    const [count] = await t.database.db.select({ id: auditLog.id }).from(auditLog).limit(1);
    expect(count).toBeDefined();
  });

  it("logout ends the session", async () => {
    const token = (await login(`service.op.${kind}@rodacerta.pt`, "password-da-equipa")).json().token;
    expect((await t.api("POST", "/operador/logout", undefined, token)).statusCode).toBe(200);
    expect((await t.api("GET", "/operador/me", undefined, token)).statusCode).toBe(401);
    expect((await t.api("GET", "/operador/me", undefined, tokens.service)).statusCode).toBe(200);
  });

  it("guessing a staff password is slowed down, apart from the customers' login of the same e-mail", async () => {
    const email = `service.op.${kind}@rodacerta.pt`;
    for (let i = 0; i < 5; i++) expect((await login(email, `errada-${i}`)).statusCode).toBe(401);
    const slowed = await login(email, "password-da-equipa");
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().error).toBe("TOO_MANY_ATTEMPTS");
    const customerLogin = await t.api("POST", "/users/auth", { email, password: "errada" });
    expect(customerLogin.json().error).toBe("WRONG_CREDENTIALS"); // the customers' counter is another one
  });

  it("the demo admin exists in demo mode only and cannot log in outside it", async () => {
    await ensureDemoAdmin(t.database.db, clock.now());
    await ensureDemoAdmin(t.database.db, clock.now()); // idempotent
    const demo = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(demo.statusCode).toBe(200);
    expect(demo.json().funcionario.perfil).toBe("admin");
    await expect(
      loginStaff(t.database.db, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }, clock.now(), {
        demo: false,
      }),
    ).rejects.toMatchObject({ code: "WRONG_CREDENTIALS" });
  });
});
