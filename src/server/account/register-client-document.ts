/**
 * Registering the customer's identity document as a client before a payment (DNI registration during payment): a
 * document that belongs to someone else is refused, and a NIF once given is only changed by phone.
 */
import { msg } from "#src/shared/i18n/i18n.ts";
import { ADD_CLIENT_FAILED } from "#src/shared/account/account.schema.ts";
import type { Db } from "../db/client.ts";
import { ConflictError } from "../errors.ts";
import { findDocumentHolder, findDocumentOf, saveDocument } from "./account.queries.ts";

export type ClientDocument = { tipo: string; pais: string; numero: string };

/** `numero` as typed; returns the document as stored (spaces removed, upper case). */
export async function registerClientDocument(db: Db, userId: number, doc: ClientDocument): Promise<ClientDocument> {
  const numero = doc.numero.replace(/\s/g, "").toUpperCase();
  const stored = { tipo: doc.tipo, pais: doc.pais, numero };
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const taken = await findDocumentHolder(tx, stored.tipo, stored.pais, numero);
    if (taken && taken.userId !== userId) throw new ConflictError("DNI_REGISTRATION_FAILED", ADD_CLIENT_FAILED);
    const current = await findDocumentOf(tx, userId);
    if (current && current.tipo === "NIF" && current.numero !== numero)
      throw new ConflictError("NIF_CHANGE_BY_PHONE", msg("api.accountNifByPhone"));
    await saveDocument(tx, userId, stored);
  });
  return stored;
}
