/**
 * Promotions from the back office (admins only): list, create, change, end now. Each change and its audit row are one
 * transaction; the promotions trigger (migration 0011) makes every process re-read them, and this process re-reads
 * before answering (decision 013). The units already sold are never touched here: orders own that counter.
 */
import {
  END_OF_DAY,
  formatShopDateTime,
  parseShopDateTime,
  promotionErrors,
  promotionSlug,
  promotionState,
} from "#src/shared/operator/offers.ts";
import {
  type OperatorPromotion,
  type PromotionCreate,
  type PromotionUpdate,
  spanishPairErrors,
} from "#src/shared/operator/offers.schema.ts";
import type { AppDeps } from "../deps.ts";
import { type Db, isUniqueViolation } from "../db/client.ts";
import { ConflictError, InvalidInputError, NotFoundError, RuleBrokenError, ValidationError } from "../errors.ts";
import {
  brandExists,
  insertPromotion,
  listAllPromotions,
  listBrands,
  lockPromotion,
  type PromotionRow,
  type PromotionValues,
  slugsLike,
  updatePromotionRow,
} from "./catalogue.queries.ts";
import { requireCatalogueAdmin } from "./catalogue.ts";
import { writeAudit } from "./operator.queries.ts";
import type { Staff } from "./staff.ts";

type Deps = Pick<AppDeps, "db" | "catalogue">;

export function promotionView(p: PromotionRow, now: Date): OperatorPromotion {
  return {
    id: p.id,
    slug: p.slug,
    titulo: p.titulo,
    descricao: p.descripcion,
    tituloEs: p.tituloEs,
    descricaoEs: p.descripcionEs,
    desconto: p.discountPct,
    marca: p.brandSlug,
    tipoProduto: p.productType,
    categoria: p.categoria,
    estacoes: p.seasons ?? [],
    quantidadeMinima: p.minQuantity,
    unidadesTotal: p.unitsTotal,
    unidadesVendidas: p.unitsSold,
    limitePorCliente: p.perUserLimit,
    inicio: formatShopDateTime(p.startsAt),
    fim: formatShopDateTime(p.endsAt),
    inicioIso: p.startsAt.toISOString(),
    fimIso: p.endsAt.toISOString(),
    estado: promotionState(p, now),
  };
}

const tx = <T>(db: Db, fn: (t: Db) => Promise<T>): Promise<T> => db.transaction((raw) => fn(raw as unknown as Db));

export async function listPromotionsFor(db: Db, actor: Staff, now: Date) {
  requireCatalogueAdmin(actor);
  const [rows, marcas] = await Promise.all([listAllPromotions(db), listBrands(db)]);
  return { promocoes: rows.map((p) => promotionView(p, now)), marcas };
}

async function checkBrand(db: Db, slug: string | null | undefined) {
  if (slug && !(await brandExists(db, slug)))
    throw new InvalidInputError("BRAND_NOT_FOUND", "Esta marca não existe no catálogo.", {
      marca: "Marca desconhecida",
    });
}

/** The stored columns the payload's fields name (only those present). */
function columns(input: Partial<PromotionCreate>): Partial<PromotionValues> {
  const v: Partial<PromotionValues> = {};
  if (input.titulo !== undefined) v.titulo = input.titulo;
  if (input.descricao !== undefined) v.descripcion = input.descricao;
  if (input.tituloEs !== undefined) v.tituloEs = input.tituloEs;
  if (input.descricaoEs !== undefined) v.descripcionEs = input.descricaoEs;
  if (input.desconto !== undefined) v.discountPct = input.desconto;
  if (input.marca !== undefined) v.brandSlug = input.marca || null;
  if (input.tipoProduto !== undefined) v.productType = input.tipoProduto;
  if (input.categoria !== undefined) v.categoria = input.categoria;
  if (input.estacoes !== undefined) v.seasons = input.estacoes.length > 0 ? [...new Set(input.estacoes)] : null;
  if (input.quantidadeMinima !== undefined) v.minQuantity = input.quantidadeMinima;
  if (input.unidadesTotal !== undefined) v.unitsTotal = input.unidadesTotal;
  if (input.limitePorCliente !== undefined) v.perUserLimit = input.limitePorCliente;
  if (input.inicio !== undefined) v.startsAt = parseShopDateTime(input.inicio) as Date; // the schema checked it
  if (input.fim !== undefined) v.endsAt = parseShopDateTime(input.fim, END_OF_DAY) as Date;
  return v;
}

function assertValid(p: { startsAt: Date; endsAt: Date; unitsTotal: number | null; unitsSold: number }) {
  const errors = promotionErrors(p);
  if (Object.keys(errors).length > 0)
    throw new RuleBrokenError("PROMOTION_INVALID", Object.values(errors)[0] as string, errors);
}

export async function createPromotion(deps: Deps, actor: Staff, input: PromotionCreate, now: Date) {
  requireCatalogueAdmin(actor);
  await checkBrand(deps.db, input.marca);
  const values = columns(input) as PromotionValues;
  assertValid({ ...values, unitsTotal: values.unitsTotal ?? null, unitsSold: 0 });
  try {
    const row = await tx(deps.db, async (t) => {
      const base = promotionSlug(input.titulo);
      const taken = await slugsLike(t, base);
      let slug = base;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
      const created = await insertPromotion(t, { ...values, slug });
      await writeAudit(t, {
        staffId: actor.id,
        action: "promotion.create",
        entity: "promotion",
        entityId: created.id,
        after: promotionView(created, now),
        at: now,
      });
      return created;
    });
    await deps.catalogue.refreshPromotions();
    return promotionView(row, now);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError(
        "PROMOTION_SLUG_TAKEN",
        "Acabou de ser criada uma promoção com este título. Tente de novo.",
        {
          titulo: "Já existe uma promoção com este título",
        },
      );
    throw error;
  }
}

export async function updatePromotion(deps: Deps, actor: Staff, id: number, input: PromotionUpdate, now: Date) {
  requireCatalogueAdmin(actor);
  await checkBrand(deps.db, input.marca);
  const row = await tx(deps.db, async (t) => {
    const before = await lockPromotion(t, id);
    if (!before) throw new NotFoundError("PROMOTION_NOT_FOUND", "Esta promoção não existe.");
    const { terminarAgora, ...fields } = input;
    const patch = columns(fields);
    if (terminarAgora) {
      if (now.getTime() > before.endsAt.getTime())
        throw new RuleBrokenError("PROMOTION_ALREADY_ENDED", "Esta promoção já terminou.");
      // Ending now: the last instant it runs is just before this one, so it leaves the site at once.
      patch.endsAt = new Date(now.getTime() - 1000);
      if (before.startsAt.getTime() >= patch.endsAt.getTime()) patch.startsAt = new Date(patch.endsAt.getTime() - 1000);
    }
    const merged = { ...before, ...patch };
    assertValid(merged);
    // A change naming one Spanish text keeps the stored other: the pair is checked as it will be saved.
    if (patch.tituloEs !== undefined || patch.descripcionEs !== undefined) {
      const pair = spanishPairErrors({ tituloEs: merged.tituloEs, descricaoEs: merged.descripcionEs });
      if (Object.keys(pair).length > 0) throw new ValidationError(pair);
    }
    const after = await updatePromotionRow(t, id, patch);
    await writeAudit(t, {
      staffId: actor.id,
      action: terminarAgora ? "promotion.end" : "promotion.update",
      entity: "promotion",
      entityId: id,
      before: promotionView(before, now),
      after: promotionView(after, now),
      at: now,
    });
    return after;
  });
  await deps.catalogue.refreshPromotions();
  return promotionView(row, now);
}
