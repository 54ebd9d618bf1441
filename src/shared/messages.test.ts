/**
 * Validation messages are descriptors written in both languages: the Portuguese text is the one the site showed
 * before the catalogue (byte for byte), the Spanish one is worded for Spain.
 */
import { describe, expect, it } from "vitest";
import "#src/shared/i18n/catalogue/register-all.ts";
import { isDescriptor, resolve } from "#src/shared/i18n/i18n.ts";
import { RegisterSchema } from "./account/account.schema.ts";
import { BillingSchema } from "./basket/basket.schema.ts";
import { AppointmentSchema } from "./booking/appointment.schema.ts";
import { ContactSchema, LeadSchema } from "./contact/contact.schema.ts";
import { emailField, kilometresField, passwordField, phoneField, postcodeField, taxIdField } from "./fields.ts";
import { type FieldLabel, formatMessage, requiredMessage, tooLongMessage, tooShortMessage } from "./messages.ts";
import { PHONE_MESSAGES } from "./phones.ts";
import { AddVehicleSchema } from "./vehicles/vehicle.schema.ts";
import type { z } from "zod";

/** The first message of a failed parse, as a descriptor. */
function firstMessage(schema: z.ZodType, input: unknown): string {
  const r = schema.safeParse(input);
  if (r.success) throw new Error("expected a failure");
  return r.error.issues[0]!.message;
}

/** Field → message of a failed parse, resolved in `lang`. */
function fieldMessages(schema: z.ZodType, input: unknown, lang: "pt" | "es"): Record<string, string> {
  const r = schema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) out[i.path.join(".")] ??= resolve(lang, i.message);
  return out;
}

describe("field messages", () => {
  it("are descriptors, never text in one language", () => {
    expect(isDescriptor(requiredMessage("nome"))).toBe(true);
    expect(isDescriptor(formatMessage("código postal"))).toBe(true);
    for (const m of Object.values(PHONE_MESSAGES)) expect(isDescriptor(m)).toBe(true);
  });

  it("read in Portuguese exactly as before, and in Spanish with Spain's words", () => {
    const cases: Array<[FieldLabel, string, string, string, string]> = [
      // label, pt required, pt format, es required, es format
      [
        "nome",
        "O campo nome é obrigatório",
        "O campo nome tem um formato incorreto",
        "El campo nombre es obligatorio",
        "El campo nombre tiene un formato incorrecto",
      ],
      [
        "apelidos",
        "O campo apelidos é obrigatório",
        "O campo apelidos tem um formato incorreto",
        "El campo apellidos es obligatorio",
        "El campo apellidos tiene un formato incorrecto",
      ],
      [
        "password",
        "O campo password é obrigatório",
        "O campo password tem um formato incorreto",
        "El campo contraseña es obligatorio",
        "El campo contraseña tiene un formato incorrecto",
      ],
      [
        "e-mail",
        "O campo e-mail é obrigatório",
        "O campo e-mail tem um formato incorreto",
        "El campo correo electrónico es obligatorio",
        "El campo correo electrónico tiene un formato incorrecto",
      ],
      [
        "código postal",
        "O campo código postal é obrigatório",
        "O campo código postal tem um formato incorreto",
        "El campo código postal es obligatorio",
        "El campo código postal tiene un formato incorrecto",
      ],
      [
        "distrito",
        "O campo distrito é obrigatório",
        "O campo distrito tem um formato incorreto",
        "El campo provincia es obligatorio",
        "El campo provincia tiene un formato incorrecto",
      ],
      [
        "NIF",
        "O campo NIF é obrigatório",
        "O campo NIF tem um formato incorreto",
        "El campo NIF/NIE es obligatorio",
        "El campo NIF/NIE tiene un formato incorrecto",
      ],
      [
        "quilómetros",
        "O campo quilómetros é obrigatório",
        "O campo quilómetros tem um formato incorreto",
        "El campo kilómetros es obligatorio",
        "El campo kilómetros tiene un formato incorrecto",
      ],
      [
        "telefone",
        "O campo telefone é obrigatório",
        "O campo telefone tem um formato incorreto",
        "El campo teléfono es obligatorio",
        "El campo teléfono tiene un formato incorrecto",
      ],
      [
        "mensagem",
        "O campo mensagem é obrigatório",
        "O campo mensagem tem um formato incorreto",
        "El campo mensaje es obligatorio",
        "El campo mensaje tiene un formato incorrecto",
      ],
      [
        "matrícula",
        "O campo matrícula é obrigatório",
        "O campo matrícula tem um formato incorreto",
        "El campo matrícula es obligatorio",
        "El campo matrícula tiene un formato incorrecto",
      ],
      [
        "morada",
        "O campo morada é obrigatório",
        "O campo morada tem um formato incorreto",
        "El campo dirección es obligatorio",
        "El campo dirección tiene un formato incorrecto",
      ],
    ];
    for (const [label, ptRequired, ptFormat, esRequired, esFormat] of cases) {
      expect(resolve("pt", requiredMessage(label))).toBe(ptRequired);
      expect(resolve("pt", formatMessage(label))).toBe(ptFormat);
      expect(resolve("es", requiredMessage(label))).toBe(esRequired);
      expect(resolve("es", formatMessage(label))).toBe(esFormat);
    }
    expect(resolve("pt", tooShortMessage("apelidos"))).toBe("O campo apelidos é demasiado curto");
    expect(resolve("es", tooShortMessage("apelidos"))).toBe("El campo apellidos es demasiado corto");
    expect(resolve("pt", tooLongMessage("morada"))).toBe("O campo morada é demasiado longo");
    expect(resolve("es", tooLongMessage("morada"))).toBe("El campo dirección es demasiado largo");
  });

  it("the shared fields answer in both languages", () => {
    const both = (schema: z.ZodType, input: unknown) => {
      const m = firstMessage(schema, input);
      return [resolve("pt", m), resolve("es", m)];
    };
    expect(both(emailField, "")).toEqual([
      "O campo e-mail é obrigatório",
      "El campo correo electrónico es obligatorio",
    ]);
    expect(both(emailField, "ana")).toEqual([
      "O campo e-mail tem um formato incorreto",
      "El campo correo electrónico tiene un formato incorrecto",
    ]);
    expect(both(passwordField, "abc")).toEqual([
      "A password deve ter pelo menos 6 caracteres",
      "La contraseña debe tener al menos 6 caracteres",
    ]);
    expect(both(postcodeField, "1000")).toEqual([
      "O campo código postal tem um formato incorreto",
      "El campo código postal tiene un formato incorrecto",
    ]);
    expect(both(taxIdField, "123456780")).toEqual([
      "O NIF indicado não é válido",
      "El NIF o NIE indicado no es válido",
    ]);
    expect(both(phoneField, "")).toEqual(["O campo telefone é obrigatório", "El campo teléfono es obligatorio"]);
    expect(both(phoneField, "91234abc")).toEqual([
      "O telefone só pode ter algarismos",
      "El teléfono solo puede contener cifras",
    ]);
    expect(both(phoneField, "123")).toEqual(["O telefone é demasiado curto", "El teléfono es demasiado corto"]);
    expect(both(kilometresField, 0)).toEqual([
      "Os quilómetros têm de ser superiores a 0",
      "Los kilómetros deben ser superiores a 0",
    ]);
    expect(both(kilometresField, 10_000_000)).toEqual([
      "Os quilómetros não podem passar de 9 999 999",
      "Los kilómetros no pueden superar 9.999.999",
    ]);
  });
});

describe("the main forms' messages", () => {
  const registration = {
    nombre: "Ana",
    apellidos: "Silva",
    email: "ana@example.pt",
    password: "segredo1",
    confirmPassword: "segredo1",
    telefono: "912345678",
    codigo_postal: "1000-001",
    privacidad: true,
  };

  it("registration", () => {
    const bad = { ...registration, nombre: "", confirmPassword: "outra1", privacidad: false, genero: "x" };
    expect(fieldMessages(RegisterSchema, bad, "pt")).toEqual({
      nombre: "O campo nome é obrigatório",
      confirmPassword: "As passwords não coincidem",
      privacidad: "Para criar a conta tem de aceitar os termos de contratação e a política de privacidade",
      genero: "Escolha mulher, homem ou outro",
    });
    expect(fieldMessages(RegisterSchema, bad, "es")).toEqual({
      nombre: "El campo nombre es obligatorio",
      confirmPassword: "Las contraseñas no coinciden",
      privacidad: "Para crear la cuenta debe aceptar las condiciones de contratación y la política de privacidad",
      genero: "Elija mujer, hombre u otro",
    });
  });

  it("billing: the postcode's province, a CIF without a company, the door number", () => {
    const billing = {
      nombre: "Rita",
      apellidos: "M",
      nif: "B12345674",
      calle: "Rua Augusta",
      numero: "doze",
      poblacion: "Lisboa",
      codigo_postal: "28001",
      provincia: "Lisboa",
    };
    expect(fieldMessages(BillingSchema, billing, "pt").numero).toBe(
      "O número da porta não é válido (ex.: 12, 12A ou s/n)",
    );
    expect(fieldMessages(BillingSchema, billing, "es").numero).toBe("El número no es válido (p. ej.: 12, 12A o s/n)");
    const refined = { ...billing, numero: "12" };
    expect(fieldMessages(BillingSchema, refined, "pt")).toEqual({
      nif: "Um CIF espanhol é de empresa: marque «Fatura em nome de uma empresa» ou indique o seu NIF",
      apellidos: "O campo apelidos é demasiado curto",
      provincia: "O código postal 28001 pertence a Madrid",
    });
    expect(fieldMessages(BillingSchema, refined, "es")).toEqual({
      nif: "Un CIF es de empresa: marque «Factura a nombre de una empresa» o indique su NIF o NIE",
      apellidos: "El campo apellidos es demasiado corto",
      provincia: "El código postal 28001 pertenece a Madrid",
    });
    expect(fieldMessages(BillingSchema, { ...refined, provincia: "" }, "es").provincia).toBe(
      "El campo provincia es obligatorio",
    );
    expect(fieldMessages(BillingSchema, { ...refined, provincia: "" }, "pt").provincia).toBe(
      "O campo distrito é obrigatório",
    );
  });

  it("appointment, contact and lead", () => {
    expect(fieldMessages(AppointmentSchema, { userData: {} }, "pt")).toMatchObject({
      "userData.nombre": "O campo nome é obrigatório",
      "userData.email": "O campo e-mail é obrigatório",
      selectedDate: "Escolha o dia e a hora",
      selectedService: "Escolha pelo menos um serviço",
      selectedTaller: "Escolha a oficina",
    });
    expect(fieldMessages(AppointmentSchema, { userData: {} }, "es")).toMatchObject({
      "userData.nombre": "El campo nombre es obligatorio",
      "userData.email": "El campo correo electrónico es obligatorio",
      selectedDate: "Elija el día y la hora",
      selectedService: "Elija al menos un servicio",
      selectedTaller: "Elija el taller",
    });
    const contact = { reason: "nada", nombre: "Rui", email: "rui@example.pt", comentario: "curto" };
    expect(fieldMessages(ContactSchema, contact, "pt")).toEqual({
      reason: "Escolha o motivo do contacto",
      comentario: "Escreva pelo menos 10 caracteres",
    });
    expect(fieldMessages(ContactSchema, contact, "es")).toEqual({
      reason: "Elija el motivo del contacto",
      comentario: "Escriba al menos 10 caracteres",
    });
    expect(fieldMessages(LeadSchema, { email: "a@b.pt", privacidad: false }, "es")).toEqual({
      privacidad: "Para continuar debe aceptar la política de privacidad",
    });
  });

  it("a vehicle: plate and kilometres", () => {
    const bad = { idUsuario: 1, matriculaNumber: "1234", vehicleData: { kms: "muitos" } };
    expect(fieldMessages(AddVehicleSchema, bad, "pt")).toEqual({
      "vehicleData.kms": "O campo quilómetros tem um formato incorreto",
      matriculaNumber: "A matrícula não tem um formato válido (ex.: AA-00-AA)",
    });
    expect(fieldMessages(AddVehicleSchema, bad, "es")).toEqual({
      "vehicleData.kms": "El campo kilómetros tiene un formato incorrecto",
      matriculaNumber: "La matrícula no tiene un formato válido (p. ej.: 1234-BCD)",
    });
  });
});
