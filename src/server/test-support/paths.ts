import { tmpdir } from "node:os";
import { join } from "node:path";

export const SEEDED_DUMP = join(tmpdir(), `rodacerta-test-${process.env.USER ?? "u"}`, "seeded-pglite.tar");
export const PG_TEMPLATE_DB = "rodacerta_template";
