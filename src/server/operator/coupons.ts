/**
 * Coupons from the back office (admins only): list, create, change and end now. Each change and its audit row are
 * one transaction. The code never changes (orders and redemptions name it). The uses are counted from orders
 * (coupon-uses.ts), never stored here, so a maximum below the uses so far is refused.
 */
import { couponErrors, couponState } from "#src/shared/operator/coupons.ts";
import type { CouponCreate, CouponUpdate, OperatorCoupon } from "#src/shared/operator/coupons.schema.ts";
import { END_OF_DAY, formatShopDateTime, parseShopDateTime } from "#src/shared/operator/offers.ts";
import { type Db, isUniqueViolation } from "../db/client.ts";
import { ConflictError, NotFoundError, RuleBrokenError } from "../errors.ts";
import { requireCatalogueAdmin } from "./catalogue.ts";
import {
  type CouponRow,
  type CouponValues,
  couponUseCount,
  couponUses,
  insertCoupon,
  listAllCoupons,
  lockCoupon,
  updateCouponRow,
} from "./coupons.queries.ts";
import { writeAudit } from "./operator.queries.ts";
import type { Staff } from "./staff.ts";

const WHAT = "consultar e alterar os cupões";

export function couponView(c: CouponRow, uses: number, now: Date): OperatorCoupon {
  return {
    codigo: c.code,
    tipo: c.tipo as OperatorCoupon["tipo"],
    importe: c.importe,
    descricao: c.descripcion,
    descricaoEs: c.descripcionEs,
    tipoProduto: c.tipoProducto,
    inicio: formatShopDateTime(c.validFrom),
    fim: formatShopDateTime(c.validTo),
    inicioIso: c.validFrom.toISOString(),
    fimIso: c.validTo.toISOString(),
    umaVezPorCliente: c.singleUse,
    usosMaximos: c.maxUses,
    usos: uses,
    estado: couponState({ ...c, uses }, now),
  };
}

const tx = <T>(db: Db, fn: (t: Db) => Promise<T>): Promise<T> => db.transaction((raw) => fn(raw as unknown as Db));

export async function listCouponsFor(db: Db, actor: Staff, now: Date): Promise<{ cupoes: OperatorCoupon[] }> {
  requireCatalogueAdmin(actor, WHAT);
  const rows = await listAllCoupons(db);
  const uses = await couponUses(
    db,
    rows.map((r) => r.code),
  );
  return { cupoes: rows.map((r) => couponView(r, uses.get(r.code) ?? 0, now)) };
}

/** The stored columns the payload's fields name (only those present). */
function columns(input: Partial<Omit<CouponCreate, "codigo">>): Partial<CouponValues> {
  const v: Partial<CouponValues> = {};
  if (input.tipo !== undefined) v.tipo = input.tipo;
  if (input.importe !== undefined) v.importe = input.importe;
  if (input.descricao !== undefined) v.descripcion = input.descricao;
  if (input.descricaoEs !== undefined) v.descripcionEs = input.descricaoEs;
  if (input.tipoProduto !== undefined) v.tipoProducto = input.tipoProduto;
  if (input.inicio !== undefined) v.validFrom = parseShopDateTime(input.inicio) as Date; // the schema checked it
  if (input.fim !== undefined) v.validTo = parseShopDateTime(input.fim, END_OF_DAY) as Date;
  if (input.umaVezPorCliente !== undefined) v.singleUse = input.umaVezPorCliente;
  if (input.usosMaximos !== undefined) v.maxUses = input.usosMaximos;
  return v;
}

function assertValid(c: Parameters<typeof couponErrors>[0]) {
  const errors = couponErrors(c);
  if (Object.keys(errors).length > 0)
    throw new RuleBrokenError("COUPON_INVALID", Object.values(errors)[0] as string, errors);
}

export async function createCoupon(db: Db, actor: Staff, input: CouponCreate, now: Date): Promise<OperatorCoupon> {
  requireCatalogueAdmin(actor, WHAT);
  const values = { ...columns(input), code: input.codigo } as CouponValues & { maxUses: number | null };
  assertValid({ ...values, uses: 0 } as Parameters<typeof couponErrors>[0]);
  try {
    return await tx(db, async (t) => {
      const created = await insertCoupon(t, values);
      // Orders may already name the code (a coupon removed from the table and created again): they count.
      const view = couponView(created, await couponUseCount(t, created.code), now);
      await writeAudit(t, {
        staffId: actor.id,
        action: "coupon.create",
        entity: "coupon",
        entityId: created.code,
        after: view,
        at: now,
      });
      return view;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError("COUPON_CODE_TAKEN", "Já existe um cupão com este código.", {
        codigo: "Já existe um cupão com este código",
      });
    throw error;
  }
}

export async function updateCoupon(
  db: Db,
  actor: Staff,
  code: string,
  input: CouponUpdate,
  now: Date,
): Promise<OperatorCoupon> {
  requireCatalogueAdmin(actor, WHAT);
  return tx(db, async (t) => {
    // The lock orders this change with orders using the coupon (they lock it too), so the uses counted hold.
    const before = await lockCoupon(t, code.toUpperCase());
    if (!before) throw new NotFoundError("COUPON_NOT_FOUND", "Este cupão não existe.");
    const uses = await couponUseCount(t, before.code);
    const { terminarAgora, ...fields } = input;
    const patch = columns(fields);
    if (terminarAgora) {
      if (now.getTime() > before.validTo.getTime())
        throw new RuleBrokenError("COUPON_ALREADY_ENDED", "Este cupão já terminou.");
      // Ending now: its last valid instant is just before this one, so baskets drop it at once.
      patch.validTo = new Date(now.getTime() - 1000);
      if (before.validFrom.getTime() >= patch.validTo.getTime())
        patch.validFrom = new Date(patch.validTo.getTime() - 1000);
    }
    const merged = { ...before, ...patch } as CouponRow;
    assertValid({ ...merged, uses });
    const after = await updateCouponRow(t, before.code, patch);
    const view = couponView(after, uses, now);
    await writeAudit(t, {
      staffId: actor.id,
      action: terminarAgora ? "coupon.end" : "coupon.update",
      entity: "coupon",
      entityId: before.code,
      before: couponView(before, uses, now),
      after: view,
      at: now,
    });
    return view;
  });
}
