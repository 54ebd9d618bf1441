/**
 * Credit notes in the back office (issue 14, item 4): who may issue and read them; the amount rules with pt-PT field
 * errors; their own gapless series (a refused note takes no number); two concurrent notes for the rest of one
 * invoice, of which exactly one is issued; the audit row; the PDF read back with pdftotext; and the customer's side:
 * the notes listed next to the invoice they correct in the private area, downloadable by their owner only.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatEur } from "#src/shared/money.ts";
import { auditLog, creditNotes, invoices } from "../db/schema.ts";
import { createMailer } from "../mail/mailer.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase, testEnv } from "../test-support/db.ts";
import { accessMatrix, operatorTeam, paidFittingOrder, testClock } from "../test-support/operator.ts";

const NOW = new Date("2026-11-23T08:00:00Z");
const env = testEnv();
const poppler = spawnSync("pdftotext", ["-v"]).error === undefined;

eachDatabase("back-office credit notes", (kind) => {
  const clock = testClock(NOW);
  const t = testApp(kind, { now: clock.now, mailer: createMailer(env), env, paymentRetries: false });
  const email = `cliente.notas.${kind}@example.pt`;
  const team = operatorTeam(t, kind, "nc", clock, { email });
  const tokens = team.tokens;
  const dir = mkdtempSync(join(tmpdir(), `rodacerta-nc-${kind}-`));
  let orderNumber = "";
  let invoice: typeof invoices.$inferSelect;

  const list = (token?: string) => t.api("GET", `/operador/encomendas/${orderNumber}/notas-credito`, undefined, token);
  const issue = (body: unknown, token?: string) =>
    t.api("POST", `/operador/encomendas/${orderNumber}/notas-credito`, body, token);

  beforeAll(async () => {
    const paid = await paidFittingOrder(t, env, {
      token: tokens.customer,
      email,
      workshop: team.lisbon,
      key: `${kind}-notas-0001`,
      at: NOW,
    });
    orderNumber = paid.orderNumber;
    const all = await t.database.db.select().from(invoices);
    invoice = all.find((i) => i.billing.encomenda === orderNumber)!;
    expect(invoice?.number).toMatch(/^FT RC2026\/\d{6}$/);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  describe("who may issue and read credit notes", () => {
    const list_ = { method: "GET", url: () => `/operador/encomendas/${orderNumber}/notas-credito` } as const;
    const issue_ = {
      method: "POST",
      url: () => `/operador/encomendas/${orderNumber}/notas-credito`,
      body: () => ({ modo: "partial", valor: "1,00", motivo: "Teste de acesso" }),
    } as const;
    const pdf_ = { method: "GET", url: () => `/operador/notas-credito/1/pdf` } as const;
    accessMatrix({
      t,
      team,
      clock,
      endpoints: () => [list_, issue_, pdf_],
      // Workshop staff, even of the order's own workshop: no credit notes.
      forbidden: [{ who: ["lisbonStaff", "portoStaff"], endpoints: () => [list_, issue_, pdf_] }],
    });

    it("says why in pt-PT, and nothing was issued", async () => {
      const res = await issue({ modo: "full", motivo: "Encomenda anulada" }, tokens.lisbonStaff);
      expect(res.json().message).toBe(
        "Só o apoio ao cliente e a administração podem emitir e consultar notas de crédito.",
      );
      expect(await t.database.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id))).toEqual([]);
    });
  });

  it("refuses bad input with pt-PT messages on the fields", async () => {
    const none = await issue({ modo: "partial", motivo: "ok" }, tokens.service);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({
      motivo: "Indique o motivo da nota de crédito (pelo menos 5 caracteres).",
      valor: "Indique o valor a creditar, em euros.",
    });
    const bad = await issue({ modo: "partial", valor: "dez euros", motivo: "Pneu devolvido" }, tokens.service);
    expect(bad.json().errors).toEqual({ valor: "Escreva o valor em euros, por exemplo 25,50." });
    const missing = await t.api(
      "POST",
      `/operador/encomendas/RCZZZZZZZZ/notas-credito`,
      {
        modo: "full",
        motivo: "Encomenda anulada",
      },
      tokens.admin,
    );
    expect(missing.statusCode).toBe(404);
  });

  it("issues a partial note, refuses more than the rest, then two concurrent notes for the rest: one wins", async () => {
    const first = await issue({ modo: "partial", valor: "10,00", motivo: "Desconto comercial" }, tokens.service);
    expect(first.statusCode, first.body).toBe(201);
    const n1 = first.json().nota;
    expect(n1).toMatchObject({ valor: 1000, fatura: invoice.number, motivo: "Desconto comercial" });
    expect(n1.numero).toMatch(/^NC RCNC2026\/\d{6}$/);
    expect(n1.imposto).toBe(Math.round((1000 * invoice.taxCents) / invoice.totalCents));

    const rest = invoice.totalCents - 1000;
    const tooMuch = await issue(
      { modo: "partial", valor: ((rest + 1) / 100).toFixed(2).replace(".", ","), motivo: "Devolução" },
      tokens.admin,
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toBe("CREDIT_EXCEEDS_REST");
    expect(tooMuch.json().errors.valor).toBe(
      `O valor excede o que falta creditar nesta fatura (${formatEur(rest, "pt")}).`,
    );

    const both = await Promise.all([
      issue({ modo: "full", motivo: "Encomenda anulada pelo cliente" }, tokens.service),
      issue({ modo: "full", motivo: "Encomenda anulada pelo cliente" }, tokens.admin),
    ]);
    const won = both.filter((r) => r.statusCode === 201);
    expect(won, both.map((r) => r.body).join("\n")).toHaveLength(1);
    const lost = both.find((r) => r.statusCode !== 201)!;
    expect(lost.statusCode).toBe(422);
    expect(lost.json()).toMatchObject({
      error: "NOTHING_TO_CREDIT",
      message: "Esta fatura já foi creditada na totalidade.",
    });
    const n2 = won[0]!.json().nota;
    expect(n2.valor).toBe(rest);
    expect(n1.imposto + n2.imposto).toBe(invoice.taxCents);

    // Gapless: the refused notes took no number.
    const seq = (n: string) => Number(n.split("/")[1]);
    expect(seq(n2.numero)).toBe(seq(n1.numero) + 1);
    const series = await t.database.db.select().from(creditNotes).where(eq(creditNotes.series, "RCNC2026"));
    expect(series.map((s) => s.seq).sort((a, b) => a - b)).toEqual(series.map((_, i) => i + 1));

    const listed = await list(tokens.service);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({
      fatura: { numero: invoice.number, total: invoice.totalCents },
      creditado: invoice.totalCents,
      porCreditar: 0,
    });
    expect(listed.json().notas.map((n: { numero: string }) => n.numero)).toEqual([n1.numero, n2.numero]);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "credit_note.issue"), eq(auditLog.entityId, invoice.number)));
    expect(audit.map((a) => (a.after as { nota: string }).nota).sort()).toEqual([n1.numero, n2.numero].sort());
    expect(audit.find((a) => (a.after as { nota: string }).nota === n2.numero)).toMatchObject({
      before: { creditado: 1000 },
      after: { valor: rest, motivo: "Encomenda anulada pelo cliente", encomenda: orderNumber },
    });

    const again = await issue({ modo: "partial", valor: "0,01", motivo: "Mais um crédito" }, tokens.admin);
    expect(again.statusCode).toBe(422);
  });

  it.skipIf(!poppler)("the PDF says what it is: title, numbers, original invoice, ATCUD, amount credited", async () => {
    const [note] = await t.database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoice.id))
      .orderBy(creditNotes.id);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/rodacerta/pt/operador/notas-credito/${note!.id}/pdf`,
      headers: { authorization: `Bearer ${tokens.service}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const file = join(dir, "nc.pdf");
    writeFileSync(file, res.rawPayload);
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8");
    expect(text).toContain("Nota de crédito");
    expect(text).toContain(note!.number);
    expect(text).toContain("Fatura de origem");
    expect(text).toContain(invoice.number);
    expect(text).toContain("Total a creditar");
    expect(text).toContain("Desconto");
    expect(text).toMatch(/ATCUD:[A-Z0-9]+-\d+/);
    expect(text.replace(/\s+/g, " ")).toContain("10,00 €");
    expect((await t.api("GET", "/operador/notas-credito/999999/pdf", undefined, tokens.admin)).statusCode).toBe(404);
  });

  it("the customer sees the notes next to the invoice and downloads their own; another customer's is refused", async () => {
    const notes = await t.database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoice.id))
      .orderBy(creditNotes.id);
    expect(notes.length).toBeGreaterThanOrEqual(2);
    const mine = await t.api("GET", `/users/${team.customerId}/facturas`, undefined, tokens.customer);
    expect(mine.statusCode, mine.body).toBe(200);
    const listed = mine.json().find((i: { numero: string }) => i.numero === invoice.number);
    expect(listed.notasCredito).toEqual(
      notes.map((n) => ({
        numero: n.number,
        fecha: n.issuedAt.toISOString(),
        total: n.totalCents,
        motivo: n.reason,
      })),
    );

    const pdfOf = (userId: number, number: string, token?: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/rodacerta/pt/users/${userId}/get-nota-credito/${encodeURIComponent(number)}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const own = await pdfOf(team.customerId, notes[0]!.number, tokens.customer);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
    expect(own.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    if (poppler) {
      const file = join(dir, "nc-cliente.pdf");
      writeFileSync(file, own.rawPayload);
      const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8");
      expect(text).toContain("Nota de crédito");
      expect(text).toContain(notes[0]!.number);
      expect(text).toContain(invoice.number);
    }

    // Another customer: not in their list, and the download is refused (under their own id and under the owner's).
    // Under their own id the answer is the one for a number that does not exist (404, same message): it does not
    // tell them that someone else has that credit note.
    const other = await t.api("POST", "/users", {
      nombre: "Outro",
      apellidos: "Cliente",
      email: `outro.nc.${kind}@example.pt`,
      password: "segredo1",
      confirmPassword: "segredo1",
      telefono: "913333333",
      codigo_postal: "1000-001",
      privacidad: true,
      permiso_comercial: false,
    });
    expect(other.statusCode, other.body).toBe(201);
    const otherId = other.json().user.id_site_usuario as number;
    const otherToken = other.json().token as string;
    expect((await t.api("GET", `/users/${otherId}/facturas`, undefined, otherToken)).json()).toEqual([]);
    const refused = await pdfOf(otherId, notes[0]!.number, otherToken);
    const unknownToThem = await pdfOf(otherId, "NC RCNC2026/999999", otherToken);
    expect(refused.statusCode).toBe(404);
    expect(unknownToThem.statusCode).toBe(404);
    expect(refused.json()).toEqual(unknownToThem.json());
    expect(refused.json()).toMatchObject({
      error: "FACTURA_NOT_FOUND",
      message: "Não encontrámos esta nota de crédito.",
    });
    // (The owner's id with another session is refused before any credit note is looked up.)
    expect((await pdfOf(team.customerId, notes[0]!.number, otherToken)).statusCode).toBe(403);
    expect((await pdfOf(team.customerId, notes[0]!.number)).statusCode).toBe(401);
    const unknown = await pdfOf(team.customerId, "NC RCNC2026/999999", tokens.customer);
    expect(unknown.statusCode).toBe(404);
    // A staff token is not a customer session.
    expect((await pdfOf(team.customerId, notes[0]!.number, tokens.service)).statusCode).toBe(401);
  });
});
