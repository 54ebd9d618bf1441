import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Per checkout: two test runs on one machine (a clone under CI and a working copy) must not read each other's seeded
 * database, which may even come from other migrations. The checkout's path picks the file and the template's name.
 */
const CHECKOUT = createHash("sha256").update(process.cwd()).digest("hex").slice(0, 12);

export const SEEDED_DUMP = join(tmpdir(), `rodacerta-test-${process.env.USER ?? "u"}`, CHECKOUT, "seeded-pglite.tar");
export const PG_TEMPLATE_DB = `rodacerta_template_${CHECKOUT}`;
