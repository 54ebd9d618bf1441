/**
 * Spain's workshops have Spanish data: a Spanish e-mail address (talleres.rodacerta.es), the province's telephone
 * area code (Madrid 91x, Tenerife 922, Las Palmas 928 …), reviews and names in Spanish, on both sites. Portugal's keep
 * theirs. Migration 0025 brings a database seeded before it to the same data.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { workshopReviews, workshops } from "../db/schema.ts";
import { FIRST_NAMES, REVIEW_TEXTS } from "../db/seed/place-data.ts";
import { AREA_CODES_ES, FIRST_NAMES_ES, REVIEW_TEXTS_ES } from "../db/seed/workshops-es.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase, MIGRATIONS_FOLDER } from "../test-support/db.ts";

type Page = {
  telefono: string;
  email: string;
  responsable: string;
  pais: string;
  resenas: Array<{ autor: string; comentario: string; estrellas: number }>;
};

const PT_REVIEWS = REVIEW_TEXTS.map(([, text]) => text);
/** First names only the Portuguese lists have. */
const PT_ONLY_NAMES = FIRST_NAMES.filter((n) => !FIRST_NAMES_ES.includes(n));

eachDatabase("Spain's workshops in Spanish", (kind) => {
  const t = testApp(kind);
  const page = async (lang: "pt" | "es", area: string, slug: string): Promise<Page> => {
    const res = await t.app.inject({ url: `/api/rodacerta/${lang}/oficina/${area}/${slug}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const expectSpanish = (w: Page) => {
    expect(w.resenas.length).toBeGreaterThan(0);
    for (const r of w.resenas) {
      expect(REVIEW_TEXTS_ES, r.comentario).toContain(r.comentario);
      expect(PT_ONLY_NAMES).not.toContain(r.autor.split(" ")[0]);
    }
    expect(PT_ONLY_NAMES).not.toContain(w.responsable.split(" ")[0]);
    expect(w.responsable).not.toMatch(/ç|ões|eira\b/);
  };

  it("Madrid: a Spanish address, a 91 number and Spanish reviews, on both sites", async () => {
    const es = await page("es", "madrid", "madrid");
    expect(es.pais).toBe("ES");
    expect(es.email).toBe("madrid@talleres.rodacerta.es");
    expect(es.telefono).toMatch(/^\+34 91\d \d{3} \d{3}$/);
    expectSpanish(es);
    expect(await page("pt", "madrid", "madrid")).toEqual(es);
  });

  it("Santa Cruz de Tenerife: 922, Spanish reviews (the tester's Portuguese «Muito atenciosos…» is gone)", async () => {
    const es = await page("es", "santa-cruz-de-tenerife", "santa-cruz-de-tenerife");
    expect(es.email).toBe("santa-cruz-de-tenerife@talleres.rodacerta.es");
    expect(es.telefono).toMatch(/^\+34 922 \d{3} \d{3}$/);
    expectSpanish(es);
    expect(JSON.stringify(es)).not.toContain("Muito atenciosos");
  });

  it("every Spanish workshop has its province's area code, a Spanish e-mail and Spanish reviews; Portugal's keep theirs", async () => {
    const db = t.database.db;
    const rows = await db.select().from(workshops).orderBy(asc(workshops.id));
    const reviews = await db.select().from(workshopReviews);
    const spanish = rows.filter((w) => w.country === "ES");
    expect(spanish.length).toBeGreaterThanOrEqual(8);
    for (const w of rows) {
      const mine = reviews.filter((r) => r.workshopId === w.id).map((r) => r.comment);
      expect(mine.length).toBeGreaterThan(0);
      if (w.country === "ES") {
        const area = AREA_CODES_ES[w.province];
        expect(area, w.province).toBeDefined();
        expect(w.phone, w.alias).toMatch(new RegExp(`^\\+34 ${area}\\d{${3 - (area?.length ?? 0)}} \\d{3} \\d{3}$`));
        expect(w.email).toBe(`${w.slug}@talleres.rodacerta.es`);
        for (const c of mine) expect(REVIEW_TEXTS_ES).toContain(c);
      } else {
        expect(w.phone).toMatch(/^\+351 2/);
        expect(w.email).toBe(`${w.slug}@oficinas.rodacerta.pt`);
        for (const c of mine) expect(PT_REVIEWS).toContain(c);
      }
    }
  });

  it("migration 0025 gives a database seeded before it the same Spanish data", async () => {
    const db = t.database.db;
    const snapshot = async () => ({
      workshops: (
        await db
          .select({ id: workshops.id, phone: workshops.phone, email: workshops.email, manager: workshops.manager })
          .from(workshops)
          .orderBy(asc(workshops.id))
      ).map((w) => ({ ...w })),
      reviews: await db
        .select({ id: workshopReviews.id, author: workshopReviews.author, comment: workshopReviews.comment })
        .from(workshopReviews)
        .orderBy(asc(workshopReviews.id)),
      moto: (await db.execute(sql`select id, description from tyre_models where kind = 'moto-carretera' order by id`))
        .rows,
    });
    const seeded = await snapshot();
    const twinPairs = (from: readonly string[], to: readonly string[]) =>
      from.map((x, i) => [x, to[i] as string] as const).filter(([a, b]) => a !== b);
    // Back to what the seed wrote before: Portuguese texts and names, a .pt address, a random 9xx number.
    await db.execute(
      sql`update workshops set email = replace(email, '@talleres.rodacerta.es', '@oficinas.rodacerta.pt'),
            phone = '+34 97' || substr(phone, 7) where country = 'ES'`,
    );
    const spain = sql`(select id from workshops where country = 'ES')`;
    for (const [es, pt] of twinPairs(REVIEW_TEXTS_ES, PT_REVIEWS))
      await db.execute(
        sql`update workshop_reviews set comment = ${pt} where comment = ${es} and workshop_id in ${spain}`,
      );
    for (const [es, pt] of twinPairs(FIRST_NAMES_ES, FIRST_NAMES)) {
      await db.execute(
        sql`update workshop_reviews set author = ${pt} || substr(author, char_length(${es}) + 1)
              where split_part(author, ' ', 1) = ${es} and workshop_id in ${spain}`,
      );
      await db.execute(
        sql`update workshops set manager = ${pt} || substr(manager, char_length(${es}) + 1)
              where split_part(manager, ' ', 1) = ${es} and country = 'ES'`,
      );
    }
    await db.execute(
      sql`update workshops set manager = split_part(manager, ' ', 1) || ' Gonçalves' where country = 'ES' and manager like '% González'`,
    );
    await db.execute(
      sql`update tyre_models set description = replace(description, 'pneu de mota de estrada', 'pneu de mota carretera') where kind = 'moto-carretera'`,
    );
    const old = await snapshot();
    // A workshop the shop added itself (its own address, not the seed's) is left exactly as it is.
    const [own] = await db.select().from(workshops).where(eq(workshops.slug, "santa-cruz-de-tenerife"));
    await db.execute(
      sql`update workshops set email = 'tenerife@example.es', phone = '+34 975 000 111', manager = 'Rita Almeida'
            where id = ${own!.id}`,
    );
    const [madrid] = await db.select().from(workshops).where(eq(workshops.slug, "madrid"));
    expect(madrid?.email).toBe("madrid@oficinas.rodacerta.pt");
    expect(madrid?.phone).toMatch(/^\+34 97\d /);
    expect(old.reviews).not.toEqual(seeded.reviews);
    expect(JSON.stringify(old.moto)).toContain("pneu de mota carretera");

    const migration = readFileSync(join(MIGRATIONS_FOLDER, "0025_catalogue_workshops_spanish.sql"), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
    const [untouched] = await db.select().from(workshops).where(eq(workshops.id, own!.id));
    expect([untouched?.email, untouched?.phone, untouched?.manager]).toEqual([
      "tenerife@example.es",
      "+34 975 000 111",
      "Rita Almeida",
    ]);
    // Back to the old seed's values: the migration then gives it (and its reviews) the Spanish data as well.
    const ownOld = old.workshops.find((w) => w.id === own!.id)!;
    await db
      .update(workshops)
      .set({ email: ownOld.email, phone: ownOld.phone, manager: ownOld.manager })
      .where(eq(workshops.id, own!.id));
    for (const statement of migration.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
    expect(await snapshot()).toEqual(seeded);
    // Running it again changes nothing.
    for (const statement of migration.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
    expect(await snapshot()).toEqual(seeded);
  }, 120_000); // three passes of the migration's statements on PGlite: 5 s on a quiet machine, over 30 s under load
});
