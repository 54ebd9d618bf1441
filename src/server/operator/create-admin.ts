/**
 * `npm run operator:create-admin -- <e-mail> "<nome>"`: creates an admin account of the back office (how production
 * gets its first admin; the others are then created in the back office). The password is read from standard input
 * (first line), so it stays out of the shell history and the process list:
 *   printf '%s\n' "$PASSWORD" | npm run operator:create-admin -- ana@empresa.pt "Ana Lopes"
 */
import { createInterface } from "node:readline/promises";
import { StaffCreateSchema } from "#src/shared/operator/staff.schema.ts";
import { openDatabase } from "../db/client.ts";
import { loadEnv } from "../env.ts";
import { DomainError } from "../errors.ts";
import { createStaff } from "./staff.ts";

const [email, nome] = process.argv.slice(2);
if (!email || !nome) {
  console.error('Usage: printf \'%s\\n\' "$PASSWORD" | npm run operator:create-admin -- <e-mail> "<nome>"');
  process.exit(2);
}
const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: process.stdin.isTTY });
const password = await rl.question(process.stdin.isTTY ? "Password (at least 10 characters): " : "");
rl.close();

const parsed = StaffCreateSchema.safeParse({ email, nome, password, perfil: "admin", oficinas: [] });
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`${issue.path.join(".") || "input"}: ${issue.message}`);
  process.exit(2);
}
const database = await openDatabase(loadEnv());
try {
  await database.migrate();
  const admin = await createStaff(database.db, null, parsed.data, new Date());
  console.log(`Admin account created: ${admin.email} (no. ${admin.id}).`);
} catch (error) {
  console.error(error instanceof DomainError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
