/**
 * Staff accounts and their sessions: log in and out, who is calling, and the admins' account management. Each
 * change writes its audit row in the same transaction. Sessions use the customers' machinery (a random token kept
 * as a hash, revocable) in their own table, so a customer's token never opens the back office and vice versa.
 */
import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { canManageStaff, type StaffRole } from "#src/shared/operator/access.ts";
import type { StaffView } from "#src/shared/operator/operator-api.ts";
import type { StaffCreate, StaffLogin, StaffUpdate } from "#src/shared/operator/staff.schema.ts";
import { bearerToken } from "../account/sessions.ts";
import { DUMMY_HASH, hashPassword, verifyPassword } from "../account/passwords.ts";
import { type Db, isUniqueViolation } from "../db/client.ts";
import {
  AuthenticationError,
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  RuleBrokenError,
  UnauthorizedError,
} from "../errors.ts";
import {
  countActiveAdmins,
  findStaffByEmail,
  insertStaff,
  insertStaffSession,
  listStaff,
  lockStaff,
  revokeAllStaffSessions,
  revokeSessionsOpenedByStaff,
  revokeStaffSession,
  type StaffRow,
  staffForToken,
  unknownWorkshops,
  updateStaffRow,
  writeAudit,
} from "./operator.queries.ts";

/** A working day: staff log in each shift. */
export const STAFF_SESSION_HOURS = 12;

/** The demo's admin (demo mode only; README). Its e-mail is refused at login outside demo mode. */
export const DEMO_ADMIN = {
  email: "admin@rodacerta.pt",
  password: "admin-demo-2026",
  nombre: "Administração (demonstração)",
} as const;

export const WRONG_CREDENTIALS_MESSAGE = "O e-mail ou a password estão incorretos";

export type Staff = StaffRow & { role: StaffRole };

export function staffView(s: StaffRow): StaffView {
  return {
    id: s.id,
    email: s.email,
    nome: s.nombre,
    perfil: s.role as StaffRole,
    oficinas: s.workshopIds,
    ativo: s.active,
    criadoEm: s.createdAt.toISOString(),
  };
}

const tx = <T>(db: Db, fn: (t: Db) => Promise<T>): Promise<T> => db.transaction((raw) => fn(raw as unknown as Db));

export async function loginStaff(
  db: Db,
  input: StaffLogin,
  now: Date,
  opts: { demo: boolean },
): Promise<{ token: string; expiresAt: Date; staff: Staff }> {
  const s = await findStaffByEmail(db, input.email);
  const ok = await verifyPassword(input.password, s?.passwordHash ?? DUMMY_HASH);
  const demoOutsideDemo = !opts.demo && s?.email.toLowerCase() === DEMO_ADMIN.email;
  if (!s || !ok || !s.active || demoOutsideDemo)
    throw new AuthenticationError("WRONG_CREDENTIALS", WRONG_CREDENTIALS_MESSAGE);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000);
  await tx(db, async (t) => {
    await insertStaffSession(t, s.id, token, expiresAt);
    await writeAudit(t, { staffId: s.id, action: "staff.login", entity: "staff", entityId: s.id, at: now });
  });
  return { token, expiresAt, staff: s as Staff };
}

/** The member behind the request's Bearer token; 401 for none, a forged, expired or revoked one, or a customer's. */
export async function authenticateStaff(
  db: Db,
  req: FastifyRequest,
  now: Date,
): Promise<{ staff: Staff; token: string }> {
  const token = bearerToken(req);
  if (!token) throw new UnauthorizedError();
  const s = await staffForToken(db, token, now);
  if (!s) throw new UnauthorizedError();
  return { staff: s as Staff, token };
}

export async function logoutStaff(db: Db, actor: Staff, token: string, now: Date): Promise<void> {
  await tx(db, async (t) => {
    await revokeStaffSession(t, token, now);
    // Leaving the back office also leaves any customer's account opened from it.
    await revokeSessionsOpenedByStaff(t, actor.id, now);
    await writeAudit(t, { staffId: actor.id, action: "staff.logout", entity: "staff", entityId: actor.id, at: now });
  });
}

function requireAdmin(actor: Staff) {
  if (!canManageStaff(actor))
    throw new ForbiddenError("OPERATOR_FORBIDDEN", "Só a administração pode gerir as contas da equipa.");
}

async function checkWorkshops(db: Db, ids: readonly number[]) {
  const unknown = await unknownWorkshops(db, ids);
  if (unknown.length > 0)
    throw new InvalidInputError("WORKSHOP_NOT_FOUND", "Uma das oficinas escolhidas não existe.", {
      oficinas: `Oficina desconhecida: ${unknown.join(", ")}`,
    });
}

const emailTaken = () =>
  new ConflictError("STAFF_EMAIL_TAKEN", "Já existe uma conta da equipa com este e-mail.", {
    email: "Já existe uma conta da equipa com este e-mail",
  });

export async function listStaffAccounts(db: Db, actor: Staff): Promise<StaffView[]> {
  requireAdmin(actor);
  return (await listStaff(db)).map(staffView);
}

/** Creates an account; `actor` null is the command line creating the first admin. */
export async function createStaff(db: Db, actor: Staff | null, input: StaffCreate, now: Date): Promise<StaffView> {
  if (actor) requireAdmin(actor);
  await checkWorkshops(db, input.oficinas);
  const passwordHash = await hashPassword(input.password);
  try {
    return await tx(db, async (t) => {
      const row = await insertStaff(t, {
        email: input.email,
        nombre: input.nome,
        passwordHash,
        role: input.perfil,
        workshopIds: input.perfil === "workshop" ? input.oficinas : [],
      });
      const view = staffView(row);
      await writeAudit(t, {
        staffId: actor?.id ?? null,
        action: "staff.create",
        entity: "staff",
        entityId: row.id,
        after: view,
        at: now,
      });
      return view;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * Changes an account (role and workshops, name, active, password). A change of role, a disabling or a new password
 * ends the account's sessions. The last active admin cannot be demoted or disabled: someone must manage the rest.
 */
export async function updateStaff(db: Db, actor: Staff, id: number, input: StaffUpdate, now: Date): Promise<StaffView> {
  requireAdmin(actor);
  if (input.oficinas) await checkWorkshops(db, input.oficinas);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return tx(db, async (t) => {
    const before = await lockStaff(t, id);
    if (!before) throw new NotFoundError("STAFF_NOT_FOUND", "Esta conta da equipa não existe.");
    const role = input.perfil ?? before.role;
    const active = input.ativo ?? before.active;
    const losesAdmin = before.role === "admin" && before.active && (role !== "admin" || !active);
    // Admin rows are counted under the same lock order (row, then count): two admins demoting each other queue.
    if (losesAdmin && (await countActiveAdmins(t)) <= 1)
      throw new RuleBrokenError(
        "LAST_ADMIN",
        "Esta é a única conta de administração ativa: crie ou ative outra antes de a alterar.",
      );
    const after = await updateStaffRow(t, id, {
      ...(input.nome !== undefined ? { nombre: input.nome } : {}),
      role,
      workshopIds: role === "workshop" ? (input.oficinas ?? before.workshopIds) : [],
      active,
      ...(passwordHash ? { passwordHash } : {}),
    });
    if (role !== before.role || !active || passwordHash || input.oficinas) {
      await revokeAllStaffSessions(t, id, now);
      await revokeSessionsOpenedByStaff(t, id, now);
    }
    await writeAudit(t, {
      staffId: actor.id,
      action: "staff.update",
      entity: "staff",
      entityId: id,
      before: staffView(before),
      after: { ...staffView(after), ...(passwordHash ? { passwordAlterada: true } : {}) },
      at: now,
    });
    return staffView(after);
  });
}

/** Demo mode: the documented admin account exists (created once, left alone afterwards). */
export async function ensureDemoAdmin(db: Db, now: Date): Promise<void> {
  if (await findStaffByEmail(db, DEMO_ADMIN.email)) return;
  try {
    await createStaff(
      db,
      null,
      {
        email: DEMO_ADMIN.email,
        nome: DEMO_ADMIN.nombre,
        password: DEMO_ADMIN.password,
        perfil: "admin",
        oficinas: [],
      },
      now,
    );
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error; // another process created it first
  }
}
