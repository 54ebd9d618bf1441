/**
 * The test customer's registration, one place for every test that registers through the API: the payload of POST
 * /users. No test runner here (plain data), so the browser journeys (e2e/support) use it as well as the Vitest
 * helpers (orders.ts, operator.ts).
 */
import type { z } from "zod";
import type { RegisterSchema } from "#src/shared/account/account.schema.ts";

/** The test customers' password. */
export const TEST_PASSWORD = "segredo1";

/** POST /users for Rita Marques (Lisbon, marketing accepted) with `email`; `changes` replaces any field. */
export function registrationPayload(
  email: string,
  changes: Partial<z.input<typeof RegisterSchema>> = {},
): z.input<typeof RegisterSchema> {
  return {
    nombre: "Rita",
    apellidos: "Marques",
    email,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    telefono: "912345678",
    codigo_postal: "1100-053",
    privacidad: true,
    permiso_comercial: true,
    ...changes,
  };
}
