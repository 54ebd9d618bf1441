import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiErrorAnswer } from "#src/shared/api-error.schema.ts";
import { compileFastSerializer, serializerCompiler } from "./serializer.ts";

const route = (schema: unknown) =>
  serializerCompiler({ schema, method: "GET", url: "/x", httpStatus: "200" }) as (data: unknown) => string;

describe("the compiled response serializer", () => {
  const Card = z.object({
    id: z.string(),
    precio: z.number().int(),
    oferta: z.object({ pct: z.number(), titulo: z.string() }).nullable(),
    distancia: z.number().nullable(),
    nota: z.string().optional(),
  });

  it("writes what zod's serializer writes and drops the fields the schema does not list", () => {
    const write = compileFastSerializer(z.object({ items: z.array(Card) }))!;
    expect(write).not.toBeNull();
    const items = [
      { id: "1", precio: 100, oferta: null, distancia: null, secreto: "x" },
      { id: "2", precio: 200, oferta: { pct: 10, titulo: "T", interno: 1 }, distancia: 1.5, nota: "n" },
    ];
    expect(JSON.parse(write({ items }))).toEqual({
      items: [
        { id: "1", precio: 100, oferta: null, distancia: null },
        { id: "2", precio: 200, oferta: { pct: 10, titulo: "T" }, distancia: 1.5, nota: "n" },
      ],
    });
  });

  it("keeps every field of a loose object (the error answer) and refuses an answer without a required field", () => {
    const write = compileFastSerializer(ApiErrorAnswer)!;
    const body = { error: "E", message: "m", errors: { a: "b" }, extra: [1] };
    expect(JSON.parse(write(body))).toEqual(body);
    expect(() => write({ message: "no code" })).toThrow(/error/);
  });

  it("leaves to zod what JSON Schema cannot describe (dates, transforms, codecs)", () => {
    expect(compileFastSerializer(z.object({ at: z.date() }))).toBeNull();
    expect(compileFastSerializer(z.string().transform((s) => s.length))).toBeNull();
    const Stamp = z.codec(z.iso.datetime(), z.date(), {
      decode: (s) => new Date(s),
      encode: (d) => d.toISOString(),
    });
    expect(compileFastSerializer(z.object({ at: Stamp }))).toBeNull();
    // …and the route still encodes it with zod, as before.
    const write = route(z.object({ at: Stamp }));
    expect(JSON.parse(write({ at: new Date("2026-11-23T09:00:00Z") }))).toEqual({ at: "2026-11-23T09:00:00.000Z" });
  });

  it("compiles a route's zod schema, also given as { properties }", () => {
    const write = route({ properties: z.object({ a: z.string() }) });
    expect(write({ a: "x", b: "y" })).toBe('{"a":"x"}');
  });
});
