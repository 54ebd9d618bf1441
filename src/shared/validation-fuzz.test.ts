/**
 * Random bad payloads against the main customer schemas (registration, billing, booking, contact): every message
 * they give is a descriptor that reads in Portuguese and in Spanish, never zod's English or Brazilian defaults and
 * never a raw descriptor.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import "#src/shared/i18n/catalogue/register-all.ts";
import { isDescriptor, resolve } from "#src/shared/i18n/i18n.ts";
import { RegisterSchema, UpdateUserSchema } from "./account/account.schema.ts";
import { BillingSchema, billingSchemaFor, CreateOrderSchema } from "./basket/basket.schema.ts";
import { AppointmentSchema } from "./booking/appointment.schema.ts";
import { ContactSchema, LeadSchema } from "./contact/contact.schema.ts";
import { AddVehicleSchema } from "./vehicles/vehicle.schema.ts";

/** Words of zod's English (and Brazilian) defaults. */
const FOREIGN =
  /\b(Invalid|expected|Too small|Too big|received|Required|Unrecognized|Entrada inválida|esperava|recebeu)\b/;

/** Any JSON-ish value, biased to what forms send (text, numbers, booleans, null) and a few nested shapes. */
const value: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom("", " ", "abc", "1000-001", "28001", "912345678", "+34 612 345 678", "ana@example.pt", "12/13/2020"),
  fc.integer({ min: -1_000_000, max: 100_000_000 }),
  fc.double({ noNaN: false }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.integer()), { maxLength: 8 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean()), {
    maxKeys: 4,
  }),
);

/** A payload with (some of) the schema's own fields, each with a random value, and maybe an unknown field. */
function payload(keys: readonly string[]): fc.Arbitrary<unknown> {
  const record = fc.record(Object.fromEntries(keys.map((k) => [k, value])) as Record<string, fc.Arbitrary<unknown>>, {
    requiredKeys: [],
  });
  return fc.oneof({ weight: 8, arbitrary: record }, { weight: 1, arbitrary: value });
}

const SCHEMAS: Array<[string, z.ZodType, readonly string[]]> = [
  [
    "RegisterSchema",
    RegisterSchema,
    [
      "nombre",
      "apellidos",
      "email",
      "password",
      "confirmPassword",
      "telefono",
      "codigo_postal",
      "privacidad",
      "permiso_comercial",
      "genero",
      "genero_descripccion",
      "cestaID",
    ],
  ],
  [
    "BillingSchema",
    BillingSchema,
    [
      "nombre",
      "apellidos",
      "empresa",
      "nif",
      "faturaNif",
      "calle",
      "numero",
      "poblacion",
      "codigo_postal",
      "provincia",
    ],
  ],
  [
    "billingSchemaFor(1 500 €)",
    billingSchemaFor(150_000),
    ["nombre", "apellidos", "empresa", "nif", "calle", "numero", "poblacion", "codigo_postal", "provincia"],
  ],
  ["CreateOrderSchema", CreateOrderSchema, ["cestaState", "billing", "idempotencyKey"]],
  [
    "AppointmentSchema",
    AppointmentSchema,
    ["userData", "selectedDate", "selectedService", "selectedTaller", "marcaPatinete"],
  ],
  ["ContactSchema", ContactSchema, ["reason", "nombre", "email", "telefono", "comentario", "vehicle", "services"]],
  ["LeadSchema", LeadSchema, ["email", "telefono", "codigo_postal", "origen", "wantsInfo", "privacidad"]],
  ["UpdateUserSchema", UpdateUserSchema, ["nombre", "telefono", "fecha_nacimiento", "genero", "address", "documento"]],
  ["AddVehicleSchema", AddVehicleSchema, ["idUsuario", "matriculaNumber", "vehicleData"]],
];

/** Booking's nested objects, filled with random values too (the schema's own messages live inside them). */
const bookingPayload = fc.record({
  userData: payload(["nombre", "apellidos", "email", "telefono", "matricula", "comentario", "vehiculo", "renting"]),
  selectedDate: payload(["date", "time"]),
  selectedService: value,
  selectedTaller: payload(["codTienda", "alias", "cpostal"]),
});

function checkMessages(schema: z.ZodType, input: unknown): void {
  const r = schema.safeParse(input);
  if (r.success) return;
  for (const issue of r.error.issues) {
    const where = `${issue.code} at ${issue.path.join(".")}: ${issue.message}`;
    expect(isDescriptor(issue.message), where).toBe(true);
    for (const lang of ["pt", "es"] as const) {
      const text = resolve(lang, issue.message);
      expect(text, where).not.toMatch(FOREIGN);
      expect(text, where).not.toContain("i18n:");
      expect(text.trim(), where).not.toBe("");
    }
  }
}

describe("random bad payloads get Portuguese and Spanish messages only", () => {
  for (const [name, schema, keys] of SCHEMAS) {
    it(name, () => {
      fc.assert(
        fc.property(payload(keys), (input) => checkMessages(schema, input)),
        { numRuns: 150, seed: 13 },
      );
    });
  }

  it("AppointmentSchema with random nested data", () => {
    fc.assert(
      fc.property(bookingPayload, (input) => checkMessages(AppointmentSchema, input)),
      { numRuns: 150, seed: 13 },
    );
  });

  it("catches a message in English (the check itself can fail)", () => {
    const english = {
      safeParse: () => ({
        success: false,
        error: { issues: [{ code: "custom", path: [], message: "Invalid input" }] },
      }),
    };
    expect(() => checkMessages(english as unknown as z.ZodType, {})).toThrow();
  });
});
