/**
 * The API's refusals speak the language of its path: schema messages, zod's own issues, the validation summary,
 * unknown addresses, bad JSON and media types come back in Spanish on /api/:brand/es and, byte for byte as before,
 * in Portuguese on /api/:brand/pt — never in zod's or Fastify's English.
 */
import { describe, expect, it } from "vitest";
import { otherLanguageLeaks } from "./test-support/language.ts";
import { testApp } from "./test-support/app.ts";

const ENGLISH = /\b(Invalid|expected|received|Too small|Too big|Required|Unsupported|Not Found|Body)\b/;

describe("API error messages in the path's language", () => {
  const t = testApp("pglite");
  let ip = 0;
  const call = (lang: "pt" | "es", method: "GET" | "POST", url: string, payload?: string, type = "application/json") =>
    t.app.inject({
      method,
      url: `/api/rodacerta/${lang}${url}`,
      ...(payload !== undefined ? { payload, headers: { "content-type": type } } : {}),
      remoteAddress: `10.213.0.${++ip}`,
    });

  /** Every text of a reply: its message and each field's message. */
  const texts = (body: { message?: string; errors?: Record<string, string> }) => [
    body.message ?? "",
    ...Object.values(body.errors ?? {}),
  ];

  it("a registration with every field wrong", async () => {
    const bad = JSON.stringify({
      nombre: "",
      apellidos: 7,
      email: "ana",
      password: "abc",
      confirmPassword: "abd",
      telefono: "12",
      codigo_postal: "1000",
      privacidad: false,
      permiso_comercial: "sim",
    });
    const pt = await call("pt", "POST", "/users", bad);
    const es = await call("es", "POST", "/users", bad);
    expect(pt.statusCode).toBe(400);
    expect(es.statusCode).toBe(400);
    expect(pt.json()).toMatchObject({
      error: "VALIDATION_ERROR",
      message: "Há campos com erros. Reveja os dados assinalados.",
      errors: {
        nombre: "O campo nome é obrigatório",
        apellidos: "O campo apelidos é obrigatório",
        permiso_comercial: "Valor inválido: era esperado verdadeiro ou falso.",
        email: "O campo e-mail tem um formato incorreto",
        password: "A password deve ter pelo menos 6 caracteres",
        confirmPassword: "As passwords não coincidem",
        codigo_postal: "O campo código postal tem um formato incorreto",
        privacidad: "Para criar a conta tem de aceitar os termos de contratação e a política de privacidade",
      },
    });
    expect(es.json()).toMatchObject({
      error: "VALIDATION_ERROR",
      message: "Hay campos con errores. Revise los datos señalados.",
      errors: {
        nombre: "El campo nombre es obligatorio",
        apellidos: "El campo apellidos es obligatorio",
        permiso_comercial: "Valor no válido: se esperaba verdadero o falso.",
        email: "El campo correo electrónico tiene un formato incorrecto",
        password: "La contraseña debe tener al menos 6 caracteres",
        confirmPassword: "Las contraseñas no coinciden",
        codigo_postal: "El campo código postal tiene un formato incorrecto",
        privacidad: "Para crear la cuenta debe aceptar las condiciones de contratación y la política de privacidad",
      },
    });
    for (const text of texts(es.json())) {
      expect(text).not.toMatch(ENGLISH);
      expect(text).not.toContain("i18n:");
    }
    expect(otherLanguageLeaks(JSON.stringify(es.json()), "es")).toEqual([]);
    expect(otherLanguageLeaks(JSON.stringify(pt.json()), "pt")).toEqual([]);
  });

  it("a body that is not an object, bad JSON, a wrong media type and an unknown address", async () => {
    const notObject = await call("es", "POST", "/contactar", "null");
    expect(notObject.statusCode).toBe(400);
    expect(texts(notObject.json()).join(" ")).toContain(
      "Faltan los datos de la solicitud o no son un objeto JSON con los campos del formulario.",
    );
    const ptNotObject = await call("pt", "POST", "/contactar", "null");
    expect(texts(ptNotObject.json()).join(" ")).toContain(
      "Os dados do pedido estão em falta ou não são um objeto JSON com os campos do formulário.",
    );

    const badJson = await call("es", "POST", "/contactar", "{nope");
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({
      error: "INVALID_JSON",
      message: "El cuerpo de la solicitud no es un JSON válido.",
    });
    expect((await call("pt", "POST", "/contactar", "{nope")).json().message).toBe(
      "O corpo do pedido não é JSON válido.",
    );

    const media = await call("es", "POST", "/contactar", "a=1", "text/csv");
    expect(media.statusCode).toBe(415);
    expect(media.json()).toEqual({
      error: "UNSUPPORTED_MEDIA_TYPE",
      message: "Envíe los datos como application/json.",
    });

    const missing = await call("es", "GET", "/no-existe?x=1");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: "NOT_FOUND",
      message: "La dirección GET /api/rodacerta/es/no-existe no existe.",
    });
    expect((await call("pt", "GET", "/nao-existe")).json().message).toBe(
      "O endereço GET /api/rodacerta/pt/nao-existe não existe.",
    );
  });
});
