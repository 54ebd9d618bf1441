/**
 * How a route's declared response schema turns its answer into JSON (docs/decisions/020-api-contract.md).
 *
 * fastify-type-provider-zod's own serializer encodes every answer with zod (`safeEncode`, then `JSON.stringify`): a
 * full zod pass per answer, too slow for the hot paths (search, basket, booking). Here each zod response schema is
 * compiled ONCE, when the route is registered, to JSON Schema (`z.toJSONSchema`, output side) and from that to a
 * fast-json-stringify function — Fastify's own serializer for JSON Schema routes. Same result as zod's strip: fields
 * the schema does not list are dropped (`additionalProperties: false`), a `z.looseObject` keeps them; a missing
 * required field still fails the answer (500), as with zod. What it does not do is check every value's type or enum:
 * the contract test (src/server/api-contract.int.test.ts) parses real answers with the schemas for that.
 *
 * A schema that JSON Schema cannot describe the same way on both sides (a transform, a codec or any pipe, a Date)
 * keeps zod's encoder, so its answer is written exactly as before.
 */
import build from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

type Stringify = (data: unknown) => string;

/** A zod schema compiled to a fast-json-stringify function, or null when zod must encode it (see above). */
export function compileFastSerializer(schema: z.ZodType): Stringify | null {
  let piped = false;
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, {
      io: "output",
      target: "draft-7",
      unrepresentable: "throw",
      override: (ctx) => {
        if (ctx.zodSchema._zod.def.type === "pipe") piped = true;
      },
    });
  } catch {
    return null; // Date, transform, custom…: only zod knows how to write it
  }
  if (piped) return null;
  return build(nullableForm(json) as Parameters<typeof build>[0]) as Stringify;
}

type JsonSchema = { [key: string]: unknown };
const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isNull = (value: unknown) => isSchema(value) && value.type === "null" && Object.keys(value).length === 1;

/**
 * zod writes `T | null` as `anyOf: [T, {type: "null"}]` (or `type: [t, "null"]`), which fast-json-stringify can only
 * serialise by validating each value against both branches with ajv, on every answer (a nullable promotion per tyre
 * card). Written as `T` with `nullable: true` it is a plain null check.
 */
function nullableForm(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nullableForm);
  if (!isSchema(value)) return value;
  const out: JsonSchema = {};
  for (const [key, child] of Object.entries(value)) out[key] = nullableForm(child);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2 && anyOf.some(isNull)) {
    const other = anyOf.find((s) => !isNull(s));
    if (isSchema(other) && other.anyOf === undefined && other.oneOf === undefined) {
      delete out.anyOf;
      return { ...out, ...other, nullable: true };
    }
  }
  if (Array.isArray(out.type) && out.type.length === 2 && out.type.includes("null"))
    return { ...out, type: out.type.find((t) => t !== "null"), nullable: true };
  return out;
}

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/**
 * The app's serializer compiler: a zod response schema gets a compiled fast-json-stringify function (zod's encoder
 * when it cannot be compiled), anything else goes to fastify-type-provider-zod's compiler as before.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const schema = route.schema;
  const resolved = isZod(schema)
    ? schema
    : typeof schema === "object" && schema !== null && "properties" in schema && isZod(schema.properties)
      ? schema.properties
      : null;
  const fast = resolved ? compileFastSerializer(resolved) : null;
  return fast ?? (zodSerializerCompiler as FastifySerializerCompiler<unknown>)(route);
};
