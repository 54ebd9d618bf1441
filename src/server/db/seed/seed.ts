/**
 * Deterministic demo catalogue: tyres (car, van, 4x4, moto), inner tubes, batteries, oils, services and packs,
 * workshops with hours and reviews, a plate registry, promotions, coupons. Same seed → same data everywhere.
 */

import type { Db } from "../client.ts";
import * as s from "../schema.ts";
import { FIRST_NAMES, LAST_NAMES, REVIEW_TEXTS, STREETS_ES, STREETS_PT, TOWNS, timeZoneFor } from "./place-data.ts";
import { createRng, type Rng, slugify } from "./random.ts";
import { modelDescription } from "#src/server/catalogue/localised-catalogue.ts";
import {
  spanishFirstName,
  spanishLastName,
  spanishPhone,
  spanishReview,
  WORKSHOP_EMAIL_DOMAIN,
} from "./workshops-es.ts";
import {
  CAR_BRANDS,
  CAR_SIZES,
  HOMOLOGATIONS,
  type Kind,
  MOTO_BRANDS,
  MOTO_MODELS,
  MOTO_SIZES,
  type SizeSeed,
  SPEED_CODES,
  SUV_SIZES,
  type Tier,
  VAN_SIZES,
} from "./tyre-data.ts";
import { OILS, REVISION_DEMO_PLATES, REVISION_MODELS, VEHICLE_MODELS } from "./vehicle-data.ts";
import {
  COUPONS_ES,
  MAINTENANCE_MESSAGE_ES,
  PACKS_ES,
  PROMOTIONS_ES,
  SERVICES_ES,
} from "#src/server/db/seed/spanish-data.ts";
import { EQUIPMENT_AC_R134A, EQUIPMENT_AC_R1234YF, EQUIPMENT_OZONE } from "#src/shared/services/requirements.ts";
import { WORKSHOP_EQUIPMENT } from "#src/shared/workshops/equipment.ts";
import type { WorkshopService } from "#src/shared/workshops/services.ts";

export const SEED = 20261122;
export const CATALOGUE_VERSION = 1;

async function insertInBatches<T extends Record<string, unknown>>(
  db: Db,
  table: Parameters<Db["insert"]>[0],
  rows: T[],
  size = 1000,
) {
  for (let i = 0; i < rows.length; i += size) await db.insert(table).values(rows.slice(i, i + size) as never);
}

const TIER_FACTOR: Record<Tier, number> = { PREMIUM: 1.55, QUALITY: 1.12, BUDGET: 0.82 };

function labelFor(rng: Rng, tier: Tier) {
  const classes = ["A", "B", "C", "D", "E"] as const;
  const base = tier === "PREMIUM" ? 0 : tier === "QUALITY" ? 1 : 2;
  const fuel = classes[Math.min(4, base + rng.int(0, 2))] as string;
  const wet = classes[Math.min(4, Math.max(0, base + rng.int(-1, 1)))] as string;
  const noiseDb = rng.int(67, 74);
  return { fuelClass: fuel, wetClass: wet, noiseDb, noiseClass: noiseDb <= 68 ? "A" : noiseDb <= 71 ? "B" : "C" };
}

export function buildTyres(
  rng: Rng,
  models: Array<{ id: number; tier: Tier; season: string; kind: Kind; premiumIdx: number }>,
) {
  const rows: Array<typeof s.tyres.$inferInsert> = [];
  let seq = 100000;
  const sizesFor: Record<Kind, SizeSeed[]> = { turismo: CAR_SIZES, furgoneta: VAN_SIZES, "4x4": SUV_SIZES };
  for (const model of models) {
    for (const [width, series, rim, load, speed, xl] of sizesFor[model.kind]) {
      if (!rng.chance(0.96)) continue;
      const variants: Array<{
        load: number;
        speed: string;
        xl: boolean;
        runflat: boolean;
        homologation: string | null;
      }> = [{ load, speed, xl, runflat: false, homologation: null }];
      const speedIdx = SPEED_CODES.indexOf(speed as (typeof SPEED_CODES)[number]);
      if (speedIdx >= 0 && speedIdx < SPEED_CODES.length - 1 && rng.chance(0.9))
        variants.push({ load, speed: SPEED_CODES[speedIdx + 1] as string, xl, runflat: false, homologation: null });
      if (!xl && model.kind !== "furgoneta" && rng.chance(0.85))
        variants.push({ load: load + 3, speed, xl: true, runflat: false, homologation: null });
      if (model.tier !== "BUDGET" && rim >= 16 && model.kind === "turismo" && rng.chance(0.75))
        variants.push({ load, speed, xl, runflat: true, homologation: null });
      if (rim >= 17 && model.kind !== "furgoneta" && rng.chance(0.5))
        variants.push({ load, speed, xl, runflat: false, homologation: "FR" }); // rim protector
      if (model.tier === "PREMIUM" && rim >= 17 && rng.chance(0.6))
        variants.push({ load, speed, xl, runflat: false, homologation: rng.pick(HOMOLOGATIONS) });
      for (const v of variants) {
        const base =
          3200 +
          (rim - 13) * 1150 +
          (width - 145) * 42 +
          (model.kind === "furgoneta" ? 1400 : 0) +
          (model.kind === "4x4" ? 1800 : 0);
        let price =
          base *
          TIER_FACTOR[model.tier] *
          (model.season === "verano" ? 1 : 1.08) *
          (v.runflat ? 1.28 : 1) *
          (v.xl ? 1.04 : 1) *
          (0.92 + rng.next() * 0.16);
        price = Math.round(price / 100) * 100 - 1; // x,99 €
        const stockRoll = rng.next();
        rows.push({
          id: String(seq++),
          modelId: model.id,
          vehicleType: model.kind,
          width,
          series,
          rim,
          loadIndex: v.load,
          speedCode: v.speed,
          runflat: v.runflat,
          antiPuncture: v.runflat ? "run-flat" : model.tier === "PREMIUM" && rng.chance(0.05) ? "seal-inside" : null,
          xl: v.xl,
          pmsf: model.season !== "verano",
          ms: model.season !== "verano" || model.kind === "4x4",
          ...labelFor(rng, model.tier),
          homologation: v.homologation,
          priceCents: price,
          ecotaxCents: rim >= 18 ? 250 : 185,
          stock: stockRoll < 0.07 ? 0 : rng.int(2, 48),
          orden: model.premiumIdx * 10 + rng.int(0, 9),
          warrantyYears: model.tier === "BUDGET" ? 3 : 5,
          deliveryDays: rng.int(1, 4),
        });
      }
    }
  }
  return rows;
}

function hoursFor(rng: Rng, openSaturday: boolean, openMidday: boolean): s.OpeningHours {
  const weekday: Array<[string, string]> = openMidday
    ? [["08:30", "19:00"]]
    : [
        ["08:30", "12:30"],
        ["14:00", "19:00"],
      ];
  return {
    mon: weekday,
    tue: weekday,
    wed: weekday,
    thu: weekday,
    fri: rng.chance(0.2)
      ? [
          ["08:30", "12:30"],
          ["14:00", "18:00"],
        ]
      : weekday,
    sat: openSaturday ? [["09:00", "13:00"]] : [],
    sun: [],
  };
}

const EQUIPMENT: readonly string[] = WORKSHOP_EQUIPMENT;

function phoneFor(rng: Rng, country: "PT" | "ES", province: string): string {
  if (country === "ES") {
    const draw = rng.int(10, 99); // drawn whatever the area code, so the rest of the demo data stays as it was
    return spanishPhone(province, draw, `${rng.int(100, 999)} ${rng.int(100, 999)}`);
  }
  const prefix = province === "Lisboa" ? "21" : province === "Porto" ? "22" : `2${rng.int(3, 9)}`;
  return `+351 ${prefix}${rng.int(1, 9)} ${rng.int(100, 999)} ${rng.int(100, 999)}`;
}

export function buildWorkshops(rng: Rng) {
  const rows: Array<typeof s.workshops.$inferInsert> = [];
  let code = 1001;
  const usedAliases = new Set<string>();
  for (const [town, postcode, lat, lon, province, country, weight] of TOWNS) {
    for (let i = 0; i < weight; i++) {
      const streets = country === "PT" ? STREETS_PT : STREETS_ES;
      const street = rng.pick(streets);
      const openSaturday = rng.chance(0.6);
      const openMidday = rng.chance(0.35);
      const services: WorkshopService[] = ["car"];
      if (rng.chance(0.45)) services.push("motorbike");
      if (rng.chance(0.18)) services.push("truck");
      if (rng.chance(0.12)) services.push("agricultural");
      if (rng.chance(0.3)) services.push("renting");
      if (rng.chance(0.3)) services.push("scooter");
      if (rng.chance(0.12)) services.push("inspection");
      if (rng.chance(0.1)) services.push("tachograph");
      const equipment = EQUIPMENT.filter(() => rng.chance(0.6));
      const cp = country === "PT" ? `${postcode.slice(0, 4)}-${String(rng.int(1, 999)).padStart(3, "0")}` : postcode;
      const suffixes = ["", " Centro", " Norte", " Sul", " Nascente", " Poente", " Aeroporto", " Estação"];
      let k = i;
      const aliasAt = (n: number) =>
        `RodaCerta ${town}${suffixes[n % suffixes.length]}${n >= suffixes.length ? ` ${Math.floor(n / suffixes.length) + 1}` : ""}`;
      while (usedAliases.has(aliasAt(k))) k++;
      const alias = aliasAt(k);
      usedAliases.add(alias);
      const firstName = rng.pick(FIRST_NAMES);
      rows.push({
        code: String(code++),
        alias,
        slug: slugify(alias.replace("RodaCerta ", "")),
        country,
        province,
        provinceSlug: slugify(province),
        area: town,
        address: `${street} ${rng.int(1, 250)}`,
        postcode: cp,
        town,
        phone: phoneFor(rng, country, province),
        email: `${slugify(alias.replace("RodaCerta ", ""))}@${WORKSHOP_EMAIL_DOMAIN[country]}`,
        manager: managerName(country, firstName, rng.pick(LAST_NAMES)),
        lat: Math.round((lat + (rng.next() - 0.5) * 0.04) * 1e6) / 1e6,
        lon: Math.round((lon + (rng.next() - 0.5) * 0.04) * 1e6) / 1e6,
        timeZone: timeZoneFor(province),
        bays: rng.int(2, 5),
        hours: hoursFor(rng, openSaturday, openMidday),
        openSaturday,
        openMidday,
        services,
        equipment: equipment.length > 0 ? equipment : ["Equilibradora de rodas"],
        webBookings: rng.chance(0.96),
      });
    }
  }
  return rows;
}

/**
 * Every district or province with workshops gets at least one car workshop taking web bookings with each piece of
 * equipment the service catalogue needs (AC stations for both gases, ozone generator), so every service can be booked
 * everywhere. Deterministic and without the shared rng: the rest of the demo data stays as it was.
 */
export function ensureServiceEquipment(rows: Array<typeof s.workshops.$inferInsert>) {
  const needed = [EQUIPMENT_AC_R134A, EQUIPMENT_AC_R1234YF, EQUIPMENT_OZONE];
  const provinces = [...new Set(rows.map((r) => r.province))];
  for (const province of provinces) {
    const local = rows.filter((r) => r.province === province && r.webBookings && r.services.includes("car"));
    for (const [i, equipment] of needed.entries()) {
      if (local.length === 0 || local.some((r) => r.equipment.includes(equipment))) continue;
      const w = local[i % local.length] as (typeof local)[number];
      w.equipment = [...w.equipment, equipment];
    }
  }
  return rows;
}

const PT_LETTERS = "ABCDEFGHIJKLMNOPRSTUVXZ";
const ES_LETTERS = "BCDFGHJKLMNPRSTVWXYZ";
const ES_PROVINCE_CODES = ["M", "B", "PO", "SE", "GC", "TF", "BA", "V", "MA", "C"];

/** Plates in every Portuguese format (NN-AA-NN, AA-NN-NN, NN-NN-AA, AA-NN-AA) and both Spanish ones. */
export function buildPlates(rng: Rng, count: number): Array<{ plate: string; country: "PT" | "ES"; format: string }> {
  const seen = new Set<string>();
  const out: Array<{ plate: string; country: "PT" | "ES"; format: string }> = [];
  const L = (alphabet: string, n: number) => Array.from({ length: n }, () => rng.pick([...alphabet])).join("");
  const N = (n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join("");
  const makers: Array<[string, "PT" | "ES", () => string]> = [
    ["PT_NN_NN_AA", "PT", () => `${N(2)}-${N(2)}-${L(PT_LETTERS, 2)}`],
    ["PT_NN_AA_NN", "PT", () => `${N(2)}-${L(PT_LETTERS, 2)}-${N(2)}`],
    ["PT_AA_NN_NN", "PT", () => `${L(PT_LETTERS, 2)}-${N(2)}-${N(2)}`],
    ["PT_AA_NN_AA", "PT", () => `${L(PT_LETTERS, 2)}-${N(2)}-${L(PT_LETTERS, 2)}`],
    ["ES_NATIONAL", "ES", () => `${N(4)}${L(ES_LETTERS, 3)}`],
    ["ES_PROVINCIAL", "ES", () => `${rng.pick(ES_PROVINCE_CODES)}-${N(4)}-${L(ES_LETTERS, 2)}`],
  ];
  let i = 0;
  while (out.length < count) {
    const [format, country, make] = makers[i % makers.length] as (typeof makers)[number];
    i++;
    const plate = make();
    if (seen.has(plate)) continue;
    seen.add(plate);
    out.push({ plate, country, format });
  }
  return out;
}

/** Well-known demo plates used in docs and tests. */
export const DEMO_PLATES: Array<[string, string, string]> = [
  ["AA-00-AA", "Volkswagen", "Golf VIII"],
  ["12-AB-34", "Renault", "Clio V"],
  ["1234BCD", "Seat", "Leon IV"],
  ["45-TT-67", "Yamaha", "MT-07"],
];

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ v: s.catalogueVersion.version }).from(s.catalogueVersion).limit(1);
  return rows.length > 0;
}

export async function seed(db: Db, { now = new Date("2026-11-01T00:00:00Z") }: { now?: Date } = {}): Promise<void> {
  const rng = createRng(SEED);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Tyre brands and models
    const brandRows = CAR_BRANDS.map((b) => ({
      name: b.name,
      slug: slugify(b.name),
      tier: b.tier,
      country: b.country,
      moto: MOTO_BRANDS.some((m) => m.name === b.name),
    }));
    for (const mb of MOTO_BRANDS)
      if (!brandRows.some((b) => b.name === mb.name))
        brandRows.push({ name: mb.name, slug: slugify(mb.name), tier: mb.tier, country: "Europa", moto: true });
    const brands = await t.insert(s.tyreBrands).values(brandRows).returning();
    const brandId = new Map(brands.map((b) => [b.name, b]));
    const carModels: Array<{ id: number; tier: Tier; season: string; kind: Kind; premiumIdx: number }> = [];
    for (const b of CAR_BRANDS) {
      const brand = brandId.get(b.name);
      if (!brand) continue;
      const inserted = await t
        .insert(s.tyreModels)
        .values(
          b.models.map(([name, season, kind]) => ({
            brandId: brand.id,
            name,
            slug: slugify(name),
            season,
            kind,
            description: modelDescription("pt", { brand: b.name, model: name, season, kind, tier: b.tier }),
          })),
        )
        .returning();
      inserted.forEach((m) =>
        carModels.push({
          id: m.id,
          tier: b.tier,
          season: m.season,
          kind: m.kind as Kind,
          premiumIdx: b.tier === "PREMIUM" ? 0 : b.tier === "QUALITY" ? 1 : 2,
        }),
      );
    }
    await insertInBatches(t, s.tyres, buildTyres(rng, carModels), 1500);

    // Moto tyres
    const motoRows: Array<typeof s.motoTyres.$inferInsert> = [];
    let motoSeq = 500000;
    for (const mb of MOTO_BRANDS) {
      const brand = brandId.get(mb.name);
      if (!brand) continue;
      const models = await t
        .insert(s.tyreModels)
        .values(
          mb.models.map(([name, tipo]) => ({
            brandId: brand.id,
            name: `${name}`,
            slug: `${slugify(name)}-mota`,
            season: "verano",
            kind: `moto-${tipo}`,
            description: modelDescription("pt", {
              brand: mb.name,
              model: name,
              season: "verano",
              kind: `moto-${tipo}`,
              tier: mb.tier,
            }),
          })),
        )
        .returning();
      for (const model of models) {
        const tipo = model.kind.replace("moto-", "");
        for (const [width, height, rim, position, load, speed, types] of MOTO_SIZES) {
          if (!types.includes(tipo) || !rng.chance(0.85)) continue;
          const price =
            Math.round(((width * 0.55 + rim * 3.2) * 100 * TIER_FACTOR[mb.tier] * (0.9 + rng.next() * 0.2)) / 100) *
              100 -
            1;
          motoRows.push({
            id: String(motoSeq++),
            modelId: model.id,
            width,
            height,
            rim,
            position,
            tipo,
            loadIndex: load,
            speedCode: speed,
            tubeless: rim !== 21 && tipo !== "off-road",
            priceCents: price,
            stock: rng.chance(0.08) ? 0 : rng.int(1, 20),
            orden: (mb.tier === "PREMIUM" ? 0 : mb.tier === "QUALITY" ? 10 : 20) + rng.int(0, 9),
          });
        }
      }
    }
    await insertInBatches(t, s.motoTyres, motoRows);
    await t.insert(s.motoModels).values(
      MOTO_MODELS.map(([marca, cilindrada, modelo, yearFrom, yearTo, frontSize, rearSize, electrica]) => ({
        marca,
        cilindrada,
        modelo,
        yearFrom,
        yearTo,
        frontSize,
        rearSize,
        electrica,
      })),
    );
    const tubes: Array<typeof s.innerTubes.$inferInsert> = [];
    let tubeSeq = 600000;
    for (const [rim, from, to] of [
      [12, 110, 130],
      [13, 110, 130],
      [14, 90, 140],
      [16, 80, 100],
      [17, 90, 150],
      [18, 110, 140],
      [19, 90, 120],
      [21, 80, 90],
    ] as const) {
      for (const marca of ["Michelin", "Pirelli", "Heidenau"]) {
        tubes.push({
          id: String(tubeSeq++),
          kind: "camara",
          marca,
          sizes: `${from}–${to}/${rim}`,
          rim,
          widthFrom: from,
          widthTo: to,
          valve: rim <= 14 ? "TR87" : "TR4",
          priceCents: 1290 + rim * 40 + (marca === "Michelin" ? 300 : 0),
          stock: rng.int(0, 30),
        });
      }
      if (rim >= 18)
        tubes.push({
          id: String(tubeSeq++),
          kind: "mousse",
          marca: "Michelin",
          sizes: `${from}–${to}/${rim}`,
          rim,
          widthFrom: from,
          widthTo: to,
          valve: "—",
          priceCents: 8990 + rim * 100,
          stock: rng.int(0, 10),
        });
    }
    await t.insert(s.innerTubes).values(tubes);

    // Oils, batteries, services, packs
    await t.insert(s.oils).values(
      OILS.map(([id, marca, nombre, tipo, sae, normativa, litrePriceCents]) => ({
        id,
        marca,
        nombre,
        tipo,
        sae,
        normativa,
        litrePriceCents,
      })),
    );
    const batteryRows: Array<typeof s.batteries.$inferInsert> = [];
    let batSeq = 700000;
    for (const marca of ["Varta", "Bosch", "Exide", "Tudor", "Yuasa"]) {
      for (const [ah, cca, len, tech] of [
        [44, 440, 207, "calcio"],
        [52, 470, 207, "calcio"],
        [60, 540, 242, "calcio"],
        [70, 640, 278, "calcio"],
        [74, 680, 278, "calcio"],
        [60, 640, 242, "EFB"],
        [70, 760, 278, "EFB"],
        [70, 760, 278, "AGM"],
        [80, 800, 315, "AGM"],
        [95, 850, 353, "AGM"],
        [100, 830, 353, "calcio"],
        [12, 200, 150, "gel"],
      ] as const) {
        for (const terminal of ["direita", "esquerda"]) {
          if (terminal === "esquerda" && !rng.chance(0.5)) continue;
          batteryRows.push({
            id: String(batSeq++),
            marca,
            modelo:
              `${marca === "Varta" ? "Blue Dynamic" : marca === "Bosch" ? "S4" : marca === "Exide" ? "Premium" : marca === "Tudor" ? "High-Tech" : "YBX"} ${tech === "AGM" ? "AGM" : tech === "EFB" ? "EFB" : ""} ${ah}Ah`.replace(
                /\s+/g,
                " ",
              ),
            voltage: 12,
            ah,
            cca,
            terminal,
            technology: tech,
            startStop: tech === "AGM" || tech === "EFB",
            lengthMm: len,
            widthMm: 175,
            heightMm: 190,
            warrantyYears: marca === "Varta" || marca === "Bosch" ? 3 : 2,
            priceCents:
              Math.round(
                (ah * 120 + (tech === "AGM" ? 6000 : tech === "EFB" ? 3000 : 0)) *
                  (marca === "Varta" || marca === "Bosch" ? 1.15 : 1),
              ) *
                1 +
              99 -
              ((ah * 120) % 100),
            stock: rng.int(0, 25),
          });
        }
      }
    }
    await t.insert(s.batteries).values(batteryRows);
    // The permutation rows (95140, 95141) may already be there: migration 0008 adds them to existing databases.
    await t.insert(s.services).values(SERVICES.map(withSpanishService)).onConflictDoNothing();
    await t.insert(s.servicePacks).values(PACKS.map(withSpanishPack));

    // Workshops and reviews
    const workshops = await t
      .insert(s.workshops)
      .values(ensureServiceEquipment(buildWorkshops(rng)))
      .returning({ id: s.workshops.id, country: s.workshops.country });
    const reviews: Array<typeof s.workshopReviews.$inferInsert> = [];
    for (const w of workshops) {
      const n = rng.int(3, 10);
      for (let i = 0; i < n; i++) {
        const [stars, comment] = rng.pick(REVIEW_TEXTS);
        const spain = w.country === "ES"; // Spain's workshops are reviewed in Spanish
        const firstName = rng.pick(FIRST_NAMES);
        reviews.push({
          workshopId: w.id,
          author: `${spain ? spanishFirstName(firstName) : firstName} ${rng.pick(LAST_NAMES)[0]}.`,
          stars,
          comment: spain ? spanishReview(comment) : comment,
          createdAt: new Date(now.getTime() - rng.int(1, 400) * 86400000),
        });
      }
    }
    await insertInBatches(t, s.workshopReviews, reviews);

    // Vehicles and the plate registry
    const models = await t
      .insert(s.vehicleModels)
      .values(
        [...VEHICLE_MODELS, ...REVISION_MODELS].map(
          ([marca, modelo, motor, motorCode, potenciaCv, combustible, tipo, capacidadCarter, tyreSizes, oilIds]) => ({
            marca,
            modelo,
            motor,
            motorCode,
            potenciaCv,
            combustible,
            tipo,
            capacidadCarter,
            tyreSizes,
            oilIds,
          }),
        ),
      )
      .returning({
        id: s.vehicleModels.id,
        marca: s.vehicleModels.marca,
        modelo: s.vehicleModels.modelo,
        tipo: s.vehicleModels.tipo,
        motor: s.vehicleModels.motor,
      });
    // The oil-lookup demo engines (REVISION_MODELS) stay out of the random plates below.
    const revisionModels = models.slice(VEHICLE_MODELS.length);
    models.splice(VEHICLE_MODELS.length);
    const carModelsOnly = models.filter((m) => m.tipo !== "moto");
    const registry: Array<typeof s.vehicleRegistry.$inferInsert> = [];
    for (const [plate, marca, modelo] of DEMO_PLATES) {
      const m = models.find((x) => x.marca === marca && x.modelo === modelo);
      if (m)
        registry.push({
          plate,
          country: /^\d{4}/.test(plate) ? "ES" : "PT",
          format: "demo",
          modelId: m.id,
          anoFabric: 2021,
          anoMatric: 2021,
        });
    }
    for (const p of buildPlates(rng, 560)) {
      if (registry.some((r) => r.plate === p.plate)) continue;
      const year =
        p.format === "PT_NN_NN_AA"
          ? rng.int(1992, 2005)
          : p.format === "PT_NN_AA_NN"
            ? rng.int(2005, 2020)
            : p.format === "PT_AA_NN_NN"
              ? rng.int(1985, 1992)
              : p.format === "PT_AA_NN_AA"
                ? rng.int(2020, 2026)
                : rng.int(2001, 2025);
      const m = rng.chance(0.06) ? rng.pick(models.filter((x) => x.tipo === "moto")) : rng.pick(carModelsOnly);
      registry.push({
        plate: p.plate,
        country: p.country,
        format: p.format,
        modelId: m.id,
        anoFabric: year,
        anoMatric: year,
      });
    }
    for (const [plate, marca, modelo, motor, anoFabric, anoMatric] of REVISION_DEMO_PLATES) {
      const m = [...revisionModels, ...models].find(
        (x) => x.marca === marca && x.modelo === modelo && x.motor === motor,
      );
      if (m && !registry.some((r) => r.plate === plate))
        registry.push({ plate, country: "PT", format: "demo", modelId: m.id, anoFabric, anoMatric });
    }
    await insertInBatches(t, s.vehicleRegistry, registry);

    // Promotions, coupons, blacklist, maintenance
    const promotionRows: (typeof s.promotions.$inferInsert)[] = [
      {
        categoria: "car",
        slug: "michelin-inverno",
        titulo: "Michelin: −15 % em pneus de inverno e all season",
        descripcion:
          "Prepare o carro para a chuva e o frio com 15 % de desconto em toda a gama Michelin CrossClimate e Alpin, com montagem incluída.",
        brandSlug: "michelin",
        productType: "neumatico",
        discountPct: 15,
        startsAt: new Date("2026-10-01T00:00:00Z"),
        endsAt: new Date("2027-01-31T23:59:59Z"),
        unitsTotal: 400,
        perUserLimit: 4,
        seasons: ["invierno", "allseason"],
      },
      {
        categoria: "car",
        slug: "continental-2-mais-2",
        titulo: "Continental: 10 % na compra de 4 pneus",
        descripcion: "Na compra de 4 pneus Continental desconta 10 % no total. Válido em todas as medidas em stock.",
        brandSlug: "continental",
        productType: "neumatico",
        discountPct: 10,
        startsAt: new Date("2026-11-01T00:00:00Z"),
        endsAt: new Date("2026-12-31T23:59:59Z"),
        unitsTotal: null,
        perUserLimit: 4,
        minQuantity: 4,
      },
      {
        categoria: "car",
        slug: "mabor-nacional",
        titulo: "Mabor, fabricado em Portugal: −12 %",
        descripcion: "Pneus Mabor fabricados em Lousado com 12 % de desconto até ao fim do ano.",
        brandSlug: "mabor",
        productType: "neumatico",
        discountPct: 12,
        startsAt: new Date("2026-11-01T00:00:00Z"),
        endsAt: new Date("2026-12-31T23:59:59Z"),
        unitsTotal: 300,
        perUserLimit: 4,
      },
      {
        categoria: "motorbike",
        slug: "pirelli-mota",
        titulo: "Pirelli Angel GT II e Diablo Rosso IV: −10 %",
        descripcion: "Desconto de 10 % nos pneus de mota Pirelli de estrada e desportivos, com montagem na oficina.",
        brandSlug: "pirelli",
        productType: "neumatico",
        discountPct: 10,
        startsAt: new Date("2026-11-01T00:00:00Z"),
        endsAt: new Date("2027-02-28T23:59:59Z"),
        unitsTotal: 150,
        perUserLimit: 2,
      },
      {
        categoria: "truck",
        slug: "frotas-inverno",
        titulo: "Frotas: verificação de inverno gratuita",
        descripcion:
          "Para frotas com contrato: verificação de pneus, travões e luzes sem custo na marcação de qualquer serviço.",
        brandSlug: null,
        productType: "revision",
        discountPct: 100,
        startsAt: new Date("2026-11-01T00:00:00Z"),
        endsAt: new Date("2027-01-31T23:59:59Z"),
        unitsTotal: null,
        perUserLimit: null,
      },
    ];
    await t.insert(s.promotions).values(
      promotionRows.map((p) => ({
        ...p,
        tituloEs: PROMOTIONS_ES[p.slug]?.titulo ?? null,
        descripcionEs: PROMOTIONS_ES[p.slug]?.descripcion ?? null,
      })),
    );
    const couponRows: (typeof s.coupons.$inferInsert)[] = [
      {
        code: "BEMVINDO10",
        tipo: "percentage",
        importe: 10,
        tipoProducto: "neumatico",
        descripcion: "10 % de desconto na primeira compra de pneus",
        validFrom: new Date("2026-01-01T00:00:00Z"),
        validTo: new Date("2027-12-31T23:59:59Z"),
        singleUse: true,
      },
      {
        code: "OLEO5",
        tipo: "fixed_amount",
        importe: 500,
        tipoProducto: "aceite",
        descripcion: "5 € de desconto na mudança de óleo",
        validFrom: new Date("2026-01-01T00:00:00Z"),
        validTo: new Date("2027-12-31T23:59:59Z"),
        singleUse: false,
      },
      {
        code: "INVERNO15",
        tipo: "fixed_amount",
        importe: 1500,
        tipoProducto: null,
        descripcion: "15 € de desconto em compras acima de 150 €",
        validFrom: new Date("2026-11-01T00:00:00Z"),
        validTo: new Date("2027-02-28T23:59:59Z"),
        singleUse: false,
      },
      {
        code: "VERAO2025",
        tipo: "percentage",
        importe: 5,
        tipoProducto: null,
        descripcion: "Campanha de verão de 2025 (expirada)",
        validFrom: new Date("2025-06-01T00:00:00Z"),
        validTo: new Date("2025-09-30T23:59:59Z"),
        singleUse: false,
      },
    ];
    await t.insert(s.coupons).values(couponRows.map((c) => ({ ...c, descripcionEs: COUPONS_ES[c.code] ?? null })));
    await t.insert(s.blacklist).values([
      { kind: "email", value: "bloqueado@example.com" },
      { kind: "phone", value: "+351910000000" },
    ]);
    await t.insert(s.maintenanceWindows).values([
      {
        activo: false,
        fechaInicio: new Date("2026-03-01T01:00:00Z"),
        fechaFin: new Date("2026-03-01T05:00:00Z"),
        message: "Atualização do sistema de pagamentos",
        messageEs: MAINTENANCE_MESSAGE_ES,
      },
    ]);
    await t.insert(s.catalogueVersion).values({ id: 1, version: CATALOGUE_VERSION });
  });
}

/** A workshop manager's name: Spain's workshops have Spanish names (the same draw, see workshops-es.ts). */
function managerName(country: "PT" | "ES", firstName: string, lastName: string): string {
  return country === "ES" ? `${spanishFirstName(firstName)} ${spanishLastName(lastName)}` : `${firstName} ${lastName}`;
}

/** The row with its Spanish name and lines (spanish-data.ts); a row missing there keeps null (Portuguese fallback). */
export function withSpanishService(row: typeof s.services.$inferInsert): typeof s.services.$inferInsert {
  const es = SERVICES_ES[row.id];
  return es ? { ...row, nombreEs: es.nombre, incluyeEs: es.incluye ?? null } : row;
}

export function withSpanishPack(row: typeof s.servicePacks.$inferInsert): typeof s.servicePacks.$inferInsert {
  const es = PACKS_ES[row.id];
  return es ? { ...row, nombreEs: es.nombre, linesEs: es.lines } : row;
}

/** A workshop job sold as a basket product line (issue 12): a fixed all-in price, paid online or at the workshop. */
function product(
  id: string,
  tipoProducto: string,
  nombre: string,
  priceCents: number,
  durationMinutes: number,
  incluye: string[],
  requiredEquipment: string[] = [],
): typeof s.services.$inferInsert {
  return {
    id,
    nombre,
    categoria: tipoProducto,
    baseCalculo: "F",
    tipoProductoAsociado: null,
    vehicleType: "turismo",
    priceCents,
    durationMinutes,
    bookable: false,
    tipoProducto,
    priceFromCents: null,
    incluye,
    requiredEquipment,
  };
}

/** A service booked at /marcacao-previa, quoted at the workshop from a "from" price. */
function bookable(
  id: string,
  vehicleType: "turismo" | "moto" | "camion",
  nombre: string,
  priceFromCents: number,
  durationMinutes: number,
  incluye: string[],
  requiredEquipment: string[] = [],
): typeof s.services.$inferInsert {
  return {
    id,
    nombre,
    categoria: "cita",
    baseCalculo: "F",
    tipoProductoAsociado: null,
    vehicleType,
    priceCents: 0,
    durationMinutes,
    bookable: true,
    tipoProducto: null,
    priceFromCents,
    incluye,
    requiredEquipment,
  };
}

/** Car services sold as basket products (ids agreed in issue 12). */
export const SERVICE_PRODUCTS: Array<typeof s.services.$inferInsert> = [
  product(
    "AC_R134A",
    "ac",
    "Carga de ar condicionado com gás R134a",
    4990,
    45,
    [
      "Verificação de fugas e da pressão do circuito",
      "Recuperação do gás antigo e vácuo do circuito",
      "Carga de gás R134a com óleo e corante de deteção de fugas",
      "Medição da temperatura do ar à saída",
    ],
    [EQUIPMENT_AC_R134A],
  ),
  product(
    "AC_R1234YF",
    "ac2",
    "Carga de ar condicionado com gás R1234yf",
    11990,
    45,
    [
      "Verificação de fugas e da pressão do circuito",
      "Recuperação do gás antigo e vácuo do circuito",
      "Carga de gás R1234yf (carros fabricados a partir de 2018) com óleo",
      "Medição da temperatura do ar à saída",
    ],
    [EQUIPMENT_AC_R1234YF],
  ),
  product(
    "OZONO",
    "ozono",
    "Desinfeção do habitáculo com ozono",
    2490,
    30,
    [
      "Limpeza das grelhas de ventilação",
      "Tratamento com ozono do habitáculo e das condutas do ar condicionado",
      "Eliminação de odores, bactérias e fungos",
      "Arejamento do habitáculo antes da entrega",
    ],
    [EQUIPMENT_OZONE],
  ),
  product(
    "KIT_OZONO_1",
    "kito1",
    "Kit ozono 1: desinfeção com ozono e filtro de habitáculo",
    3990,
    40,
    ["Desinfeção do habitáculo com ozono", "Filtro de habitáculo novo", "Limpeza das grelhas de ventilação"],
    [EQUIPMENT_OZONE],
  ),
  product(
    "KIT_OZONO_2",
    "kito2",
    "Kit ozono 2: desinfeção, filtro de carvão ativo e higienização do ar condicionado",
    5990,
    50,
    [
      "Desinfeção do habitáculo com ozono",
      "Filtro de habitáculo de carvão ativo",
      "Higienização do evaporador do ar condicionado com espuma antibacteriana",
      "Limpeza das grelhas de ventilação",
    ],
    [EQUIPMENT_OZONE],
  ),
  product("AMORTECEDORES_EIXO", "amortiguador", "Substituição de 2 amortecedores (um eixo)", 18990, 120, [
    "Dois amortecedores novos de qualidade de origem, no mesmo eixo",
    "Batentes e protetores de pó",
    "Mão de obra de desmontagem e montagem",
    "Verificação do alinhamento depois da montagem",
  ]),
  product("PRE_IPO", "preitv", "Preparação para a inspeção (IPO)", 2990, 45, [
    "Verificação de luzes, travões, direção e suspensão",
    "Verificação de pneus, escovas, vidros e cintos",
    "Verificação de emissões e de fugas",
    "Relatório dos pontos a corrigir antes da inspeção",
  ]),
  product(
    "PACK_INVERNO",
    "packinvierno",
    "Pack inverno: escovas, líquido anticongelante e verificação da bateria",
    3990,
    30,
    [
      "Par de escovas limpa-para-brisas dianteiras",
      "Líquido limpa-para-brisas com anticongelante (até 2 L)",
      "Teste da bateria e do sistema de carga",
      "Verificação do líquido de refrigeração e das luzes",
    ],
  ),
];

/** Appointment services added with the service catalogue (issue 12); the first ones are in SERVICES above. */
export const BOOKABLE_SERVICES: Array<typeof s.services.$inferInsert> = [
  bookable("CITA_DISTRIBUICAO", "turismo", "Substituição da correia de distribuição", 29990, 240, [
    "Kit de distribuição: correia, tensor e roletes",
    "Bomba de água, quando o fabricante a indica",
    "Líquido de refrigeração",
    "Mão de obra e verificação do ponto do motor",
  ]),
  bookable("CITA_FILTROS", "turismo", "Substituição de filtros", 2490, 45, [
    "Filtro de ar do motor",
    "Filtro de habitáculo",
    "Filtro de combustível, quando o plano de manutenção o pede",
  ]),
  bookable("CITA_ESCOVAS", "turismo", "Substituição de escovas limpa-para-brisas", 1990, 15, [
    "Par de escovas dianteiras à medida do carro",
    "Escova traseira, se tiver",
    "Verificação dos esguichos e do líquido",
  ]),
  bookable("CITA_AMORTECEDORES", "turismo", "Amortecedores: verificação e substituição", 8990, 120, [
    "Teste dos amortecedores e da suspensão",
    "Substituição aos pares, por eixo",
    "Verificação do alinhamento depois da montagem",
  ]),
  bookable("CITA_MOTA_TRAVOES", "moto", "Travões de mota: pastilhas e discos", 3990, 60, [
    "Pastilhas de travão de uma roda",
    "Verificação dos discos e das pinças",
    "Verificação do líquido de travões",
  ]),
  bookable("CITA_MOTA_TRANSMISSAO", "moto", "Kit de transmissão de mota", 11990, 90, [
    "Corrente, cremalheira e carreto novos",
    "Afinação da tensão da corrente",
    "Lubrificação da corrente",
  ]),
  bookable("CITA_MOTA_EMBRAIAGEM", "moto", "Embraiagem de mota", 14990, 150, [
    "Discos de embraiagem e molas",
    "Junta da tampa e óleo",
    "Afinação do cabo ou purga do circuito hidráulico",
  ]),
  bookable("CITA_MOTA_FILTRO_OLEO", "moto", "Filtro de óleo de mota", 1990, 30, [
    "Filtro de óleo novo",
    "Verificação do nível de óleo",
    "Verificação de fugas",
  ]),
  bookable("CITA_MOTA_FILTRO_AR", "moto", "Filtro de ar de mota", 2490, 30, [
    "Filtro de ar novo",
    "Limpeza da caixa do filtro",
  ]),
  bookable("CITA_MOTA_OLEO", "moto", "Mudança de óleo de mota", 3990, 45, [
    "Óleo de motor indicado pelo fabricante",
    "Filtro de óleo",
    "Verificação dos níveis",
  ]),
  bookable("CITA_MOTA_BATERIA", "moto", "Bateria de mota: teste e substituição", 4990, 30, [
    "Teste da bateria e do sistema de carga",
    "Bateria nova, se for preciso, com montagem",
    "Reciclagem da bateria antiga",
  ]),
  bookable("CITA_CAMIAO_FROTAS", "camion", "Gestão de frotas: manutenção programada", 0, 120, [
    "Plano de manutenção para a frota",
    "Pneus, travões e revisões numa só oficina",
    "Relatório por veículo e fatura mensal",
    "Orçamento gratuito",
  ]),
];

/** Moto revisions by engine size band (issue 12 item 5), sold as basket products at a moto workshop; 0016 migration. */
export const MOTO_REVISION_PRODUCTS: Array<typeof s.services.$inferInsert> = [
  {
    ...product("REV_MOTA_125", "revision_moto", "Revisão de mota até 125 cc", 5990, 60, [
      "Óleo de motor indicado pelo fabricante (até 1,5 L) e filtro de óleo",
      "Limpeza ou substituição do filtro de ar, conforme o estado",
      "Verificação e afinação da transmissão (corrente ou correia)",
      "Verificação de travões, pneus, luzes e bateria",
    ]),
    vehicleType: "moto",
  },
  {
    ...product("REV_MOTA_500", "revision_moto", "Revisão de mota de 126 a 500 cc", 8990, 75, [
      "Óleo de motor indicado pelo fabricante (até 2,5 L) e filtro de óleo",
      "Verificação das velas e do filtro de ar",
      "Limpeza, afinação e lubrificação da corrente",
      "Verificação de travões, líquido de travões, pneus, luzes e bateria",
    ]),
    vehicleType: "moto",
  },
  {
    ...product("REV_MOTA_MAIS_500", "revision_moto", "Revisão de mota com mais de 500 cc", 12990, 90, [
      "Óleo de motor indicado pelo fabricante (até 4 L) e filtro de óleo",
      "Verificação das velas, do filtro de ar e do líquido de refrigeração",
      "Limpeza, afinação e lubrificação da corrente",
      "Verificação de travões, líquido de travões, suspensão, pneus, luzes e bateria",
      "Leitura de avarias na centralina, quando a mota o permite",
    ]),
    vehicleType: "moto",
  },
  {
    ...product("REV_MOTA_ELETRICA", "revision_moto", "Revisão de mota elétrica", 4990, 45, [
      "Diagnóstico da bateria de tração e do carregador",
      "Verificação das ligações elétricas e do motor",
      "Verificação da transmissão (correia ou corrente) e da suspensão",
      "Verificação de travões, líquido de travões, pneus e luzes",
    ]),
    vehicleType: "moto",
  },
];

export const SERVICES: Array<typeof s.services.$inferInsert> = [
  // Spare-tyre permutation (spec section 9): sold as product lines 95140 (passenger car) and 95141 (other vehicles).
  {
    id: "95140",
    nombre: "Permuta do pneu suplente (ligeiro de passageiros)",
    categoria: "permuta",
    baseCalculo: "F",
    tipoProductoAsociado: null,
    vehicleType: "turismo",
    priceCents: 500,
    durationMinutes: 10,
    bookable: false,
  },
  {
    id: "95141",
    nombre: "Permuta do pneu suplente (outros veículos)",
    categoria: "permuta",
    baseCalculo: "F",
    tipoProductoAsociado: null,
    vehicleType: null,
    priceCents: 700,
    durationMinutes: 15,
    bookable: false,
  },
  {
    id: "MONTAJE_TALLER",
    nombre: "Montagem na oficina (válvula, equilibragem e desmontagem)",
    categoria: "montaje",
    baseCalculo: "U",
    tipoProductoAsociado: "neumatico",
    vehicleType: null,
    priceCents: 1200,
    durationMinutes: 15,
    bookable: false,
  },
  {
    id: "RECOGIDA_TALLER",
    nombre: "Levantamento na oficina",
    categoria: "montaje",
    baseCalculo: "F",
    tipoProductoAsociado: "neumatico",
    vehicleType: "moto",
    priceCents: 0,
    durationMinutes: 15,
    bookable: false,
  },
  {
    id: "MONTAJE_TALLER_BATERIA",
    nombre: "Montagem da bateria e reciclagem da antiga",
    categoria: "montaje",
    baseCalculo: "F",
    tipoProductoAsociado: "bateria",
    vehicleType: null,
    priceCents: 1500,
    durationMinutes: 30,
    bookable: false,
  },
  {
    id: "RECOGIDA_TALLER_BATERIA",
    nombre: "Levantamento da bateria na oficina",
    categoria: "montaje",
    baseCalculo: "F",
    tipoProductoAsociado: "bateria",
    vehicleType: null,
    priceCents: 0,
    durationMinutes: 15,
    bookable: false,
  },
  {
    id: "RECOGIDA_TALLER_ACEITE",
    nombre: "Mudança de óleo na oficina",
    categoria: "montaje",
    baseCalculo: "F",
    tipoProductoAsociado: "aceite",
    vehicleType: null,
    priceCents: 0,
    durationMinutes: 45,
    bookable: false,
  },
  {
    id: "TESTSEGURIDAD",
    nombre: "Teste de segurança (25 pontos)",
    categoria: "montaje",
    baseCalculo: "F",
    tipoProductoAsociado: null,
    vehicleType: null,
    priceCents: 0,
    durationMinutes: 15,
    bookable: true,
  },
  {
    id: "ITV_APPLUS",
    nombre: "Pré-inspeção IPO",
    categoria: "montaje",
    baseCalculo: "F",
    tipoProductoAsociado: null,
    vehicleType: "turismo",
    priceCents: 2500,
    durationMinutes: 45,
    bookable: true,
  },
  {
    id: "ALINEACION",
    nombre: "Alinhamento de direção 3D",
    categoria: "alineacion",
    baseCalculo: "F",
    tipoProductoAsociado: "neumatico",
    vehicleType: "turismo",
    priceCents: 3500,
    durationMinutes: 30,
    bookable: true,
  },
  {
    id: "SEGURO_PNEU",
    nombre: "Seguro do pneu (1 ano, furos ilimitados)",
    categoria: "seguro",
    baseCalculo: "U",
    tipoProductoAsociado: "neumatico",
    vehicleType: null,
    priceCents: 600,
    durationMinutes: 0,
    bookable: false,
  },
  {
    id: "NITROGENO",
    nombre: "Enchimento com azoto",
    categoria: "nitrogeno",
    baseCalculo: "U",
    tipoProductoAsociado: "neumatico",
    vehicleType: null,
    priceCents: 250,
    durationMinutes: 0,
    bookable: false,
  },
  {
    id: "KIT4X4",
    nombre: "Válvulas e equilibragem 4x4",
    categoria: "kit4x4",
    baseCalculo: "U",
    tipoProductoAsociado: "neumatico",
    vehicleType: "4x4",
    priceCents: 400,
    durationMinutes: 5,
    bookable: false,
  },
  {
    id: "PACK_INVIERNO",
    nombre: "Pack inverno (escovas, líquido e verificação de bateria)",
    categoria: "packinvierno",
    baseCalculo: "F",
    tipoProductoAsociado: null,
    vehicleType: "turismo",
    priceCents: 2990,
    durationMinutes: 20,
    bookable: false,
  },
  {
    id: "CITA_PNEUS",
    nombre: "Montagem ou troca de pneus",
    categoria: "cita",
    baseCalculo: "F",
    tipoProductoAsociado: null,
    vehicleType: "turismo",
    priceCents: 0,
    durationMinutes: 60,
    bookable: true,
    priceFromCents: 1200,
    incluye: [
      "Desmontagem e montagem dos pneus",
      "Válvulas novas e equilibragem",
      "Verificação da pressão",
      "Preço por pneu; os pneus compram-se à parte",
    ],
  },
  {
    id: "CITA_OLEO",
    nombre: "Mudança de óleo e filtros",
    categoria: "cita",
    baseCalculo: "F",
    tipoProductoAsociado: null,
    vehicleType: "turismo",
    priceCents: 0,
    durationMinutes: 60,
    bookable: true,
    priceFromCents: 5990,
    incluye: [
      "Óleo indicado pelo fabricante (até 5 L)",
      "Filtro de óleo",
      "Verificação dos níveis e das fugas",
      "Reposição do indicador de manutenção",
    ],
  },
  {
    id: "CITA_TRAVOES",
    nombre: "Travões: pastilhas e discos",
    categoria: "cita",
    baseCalculo: "F",
    tipoProductoAsociado: null,
    vehicleType: "turismo",
    priceCents: 0,
    durationMinutes: 90,
    bookable: true,
    priceFromCents: 6990,
    incluye: [
      "Pastilhas de travão de um eixo",
      "Verificação da espessura dos discos",
      "Verificação do líquido de travões",
      "Ensaio de travagem",
    ],
  },
  {
    id: "CITA_AC",
    nombre: "Carga de ar condicionado",
    categoria: "cita",
    baseCalculo: "F",
    tipoProductoAsociado: null,
    vehicleType: "turismo",
    priceCents: 0,
    durationMinutes: 60,
    bookable: true,
    priceFromCents: 4990,
    incluye: [
      "Verificação de fugas e da pressão do circuito",
      "Recuperação do gás antigo e vácuo",
      "Carga de gás R134a ou R1234yf conforme o carro",
      "Medição da temperatura do ar à saída",
    ],
    // An AC station of either gas (migration 0019): the gas itself is checked at the workshop.
    requiredEquipment: ["Estação de ar condicionado R134a", "Estação de ar condicionado R1234yf"],
  },
  {
    id: "CITA_REVISAO",
    nombre: "Revisão de manutenção",
    categoria: "cita",
    baseCalculo: "F",
    tipoProductoAsociado: null,
    vehicleType: "turismo",
    priceCents: 0,
    durationMinutes: 120,
    bookable: true,
    priceFromCents: 9990,
    incluye: [
      "Revisão segundo o plano do fabricante",
      "Óleo e filtros conforme o plano",
      "Verificação de travões, suspensão e luzes",
      "Carimbo no livro de revisões",
    ],
  },
  {
    id: "CITA_DIAGNOSTICO",
    nombre: "Diagnóstico eletrónico",
    categoria: "cita",
    baseCalculo: "F",
    tipoProductoAsociado: null,
    vehicleType: "turismo",
    priceCents: 0,
    durationMinutes: 45,
    bookable: true,
    priceFromCents: 3500,
    incluye: [
      "Leitura das avarias da centralina (OBD)",
      "Teste dos sensores e atuadores",
      "Relatório com as causas e o orçamento",
    ],
  },
  {
    id: "CITA_MOTA_PNEUS",
    nombre: "Pneus de mota",
    categoria: "cita",
    baseCalculo: "F",
    tipoProductoAsociado: null,
    vehicleType: "moto",
    priceCents: 0,
    durationMinutes: 60,
    bookable: true,
    priceFromCents: 1500,
    incluye: [
      "Desmontagem e montagem do pneu",
      "Equilibragem da roda",
      "Verificação da pressão",
      "Preço por pneu; os pneus compram-se à parte",
    ],
  },
  {
    id: "CITA_MOTA_REVISAO",
    nombre: "Revisão de mota",
    categoria: "cita",
    baseCalculo: "F",
    tipoProductoAsociado: null,
    vehicleType: "moto",
    priceCents: 0,
    durationMinutes: 90,
    bookable: true,
    priceFromCents: 6990,
    incluye: [
      "Mudança de óleo e filtro de óleo",
      "Afinação e lubrificação da corrente",
      "Verificação de travões, pneus e luzes",
      "Verificação da bateria",
    ],
  },
  {
    id: "CITA_TROTINETA",
    nombre: "Reparação de trotinete elétrica",
    categoria: "cita",
    baseCalculo: "F",
    tipoProductoAsociado: null,
    vehicleType: "patinete",
    priceCents: 0,
    durationMinutes: 45,
    bookable: true,
    priceFromCents: 1990,
    incluye: ["Diagnóstico da trotinete", "Reparação de furos e travões", "Orçamento antes de qualquer peça"],
  },
  {
    id: "CITA_CAMIAO",
    nombre: "Pneus e manutenção de camião",
    categoria: "cita",
    baseCalculo: "F",
    tipoProductoAsociado: null,
    vehicleType: "camion",
    priceCents: 0,
    durationMinutes: 120,
    bookable: true,
    priceFromCents: 0,
    incluye: [
      "Montagem e rotação de pneus de camião",
      "Verificação de travões e suspensão",
      "Orçamento gratuito na oficina",
    ],
  },
  ...SERVICE_PRODUCTS,
  ...BOOKABLE_SERVICES,
  ...MOTO_REVISION_PRODUCTS,
];

export const PACKS: Array<typeof s.servicePacks.$inferInsert> = [
  {
    id: "PACK_BASIC",
    slug: "pack-basic",
    nombre: "Pack Basic",
    plan: "Basic",
    lines: [
      "Mudança de óleo (até 5 L)",
      "Filtro de óleo",
      "Reposição do indicador de manutenção",
      "Teste de segurança",
    ],
    priceCents: 7990,
    durationMinutes: 60,
  },
  {
    id: "PACK_PLUS",
    slug: "pack-plus",
    nombre: "Pack Plus",
    plan: "Plus",
    lines: [
      "Mudança de óleo (até 5 L)",
      "Filtro de óleo",
      "Filtro de ar",
      "Líquido de refrigeração (até 1 L)",
      "Líquido limpa-para-brisas (até 2 L)",
      "Reposição do indicador de manutenção",
      "Teste de segurança",
    ],
    priceCents: 10990,
    durationMinutes: 75,
  },
  {
    id: "PACK_PREMIUM",
    slug: "pack-premium",
    nombre: "Pack Premium",
    plan: "Premium",
    lines: [
      "Mudança de óleo (até 5 L)",
      "Filtro de óleo",
      "Filtro de ar",
      "Filtro de habitáculo",
      "Líquido de refrigeração (até 1 L)",
      "Líquido limpa-para-brisas (até 2 L)",
      "Reposição do indicador de manutenção",
      "Teste de segurança",
    ],
    priceCents: 13990,
    durationMinutes: 90,
  },
  {
    id: "PACK_CONFORT",
    slug: "pack-confort",
    nombre: "Pack Confort",
    plan: "Confort",
    lines: [
      "Mudança de óleo (até 5 L)",
      "Filtro de óleo",
      "Filtro de ar",
      "Filtro de habitáculo",
      "Higienização do ar condicionado com ozono",
      "Líquido limpa-para-brisas (até 2 L)",
      "Teste de segurança",
    ],
    priceCents: 15990,
    durationMinutes: 105,
  },
];
