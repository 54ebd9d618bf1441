/**
 * Prices and stock of the catalogue's tyres from the back office (admins only). The change and its audit row are
 * one transaction; the tyres trigger (migration 0011) announces it to every process, and this process swaps the
 * tyre in before answering so the next page it serves shows the new figures (decision 013).
 */
import { canManageCatalogue, parseTyreSize } from "#src/shared/operator/offers.ts";
import type { OperatorProduct, ProductUpdate } from "#src/shared/operator/offers.schema.ts";
import type { AppDeps } from "../deps.ts";
import type { Db } from "../db/client.ts";
import { ForbiddenError, NotFoundError } from "../errors.ts";
import { lockProduct, type ProductRow, searchProducts, setProductPriceStock } from "./catalogue.queries.ts";
import { writeAudit } from "./operator.queries.ts";
import type { Staff } from "./staff.ts";

export function requireCatalogueAdmin(actor: Staff, what = "alterar o catálogo e as promoções") {
  if (!canManageCatalogue(actor)) throw new ForbiddenError("OPERATOR_FORBIDDEN", `Só a administração pode ${what}.`);
}

export function productView(r: ProductRow): OperatorProduct {
  return {
    id: r.id,
    marca: r.marca,
    marcaSlug: r.marcaSlug,
    modelo: r.modelo,
    modeloSlug: r.modeloSlug,
    medida: `${r.width}/${r.series} R${r.rim}`,
    indiceCarga: r.loadIndex,
    codigoVelocidade: r.speedCode,
    tipoVeiculo: r.vehicleType,
    precoCentimos: r.priceCents,
    ecotaxaCentimos: r.ecotaxCents,
    stock: r.stock,
  };
}

export async function findProducts(
  db: Db,
  actor: Staff,
  query: { q: string; pagina: number; porPagina: number },
): Promise<{ produtos: OperatorProduct[]; total: number; pagina: number; porPagina: number }> {
  requireCatalogueAdmin(actor, "consultar e alterar preços e stock");
  const { rows, total } = await searchProducts(
    db,
    { size: parseTyreSize(query.q), text: query.q },
    query.porPagina,
    (query.pagina - 1) * query.porPagina,
  );
  return { produtos: rows.map(productView), total, pagina: query.pagina, porPagina: query.porPagina };
}

export async function updateProduct(
  deps: Pick<AppDeps, "db" | "catalogue">,
  actor: Staff,
  id: string,
  input: ProductUpdate,
  now: Date,
): Promise<OperatorProduct> {
  requireCatalogueAdmin(actor, "consultar e alterar preços e stock");
  const after = await deps.db.transaction(async (raw) => {
    const t = raw as unknown as Db;
    const before = await lockProduct(t, id);
    if (!before) throw new NotFoundError("PRODUCT_NOT_FOUND", "Este pneu não existe no catálogo.");
    const changed: ProductRow = {
      ...before,
      priceCents: input.precoCentimos ?? before.priceCents,
      stock: input.stock ?? before.stock,
    };
    await setProductPriceStock(t, id, { priceCents: changed.priceCents, stock: changed.stock });
    await writeAudit(t, {
      staffId: actor.id,
      action: "product.update",
      entity: "tyre",
      entityId: id,
      before: { precoCentimos: before.priceCents, stock: before.stock },
      after: { precoCentimos: changed.priceCents, stock: changed.stock },
      at: now,
    });
    return changed;
  });
  // Read-your-write in this process; the others follow the trigger's announcement.
  await deps.catalogue.refreshTyre(id);
  return productView(after);
}
