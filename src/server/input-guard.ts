/**
 * Refuses input that PostgreSQL or the JSON columns cannot store, before any validation or handler runs:
 * a NUL character (PostgreSQL text refuses it) or a lone UTF-16 surrogate (not valid Unicode; jsonb refuses it, text
 * columns would silently store U+FFFD) anywhere in the path parameters, the querystring or the JSON body, keys
 * included; and bodies nested too deep. Also answers 405 to TRACE/TRACK/CONNECT: Fastify routes TRACE to the web
 * catch-all (`all("/*")`), whose fetch `Request` constructor throws on these methods, which made a 500.
 *
 * Registered on the root instance right after the error handler, so its hooks run for every route and before the
 * route's own hooks: params and query are checked in onRequest (before the brand check), the body in preValidation
 * (after parsing, before zod).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { InvalidInputError } from "./errors.ts";

export const MAX_BODY_DEPTH = 32;

export const INVALID_CHARACTERS_MESSAGE =
  "O pedido contém caracteres inválidos (carácter nulo ou Unicode mal formado). Reveja os dados assinalados.";
export const INVALID_VALUE_MESSAGE = "Este campo contém um carácter inválido.";
export const INVALID_KEY_MESSAGE = "O nome deste campo contém um carácter inválido.";
export const TOO_DEEP_MESSAGE = `O corpo do pedido tem demasiados níveis de objetos ou listas uns dentro dos outros (máximo ${MAX_BODY_DEPTH}).`;

/** Methods a browser's fetch cannot represent (and nobody should send): answered 405 before routing reaches the web app. */
const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);
const ALLOWED_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

// eslint-disable-next-line no-control-regex -- NUL is exactly what the guard looks for
const SUSPECT = /[\u0000\ud800-\udfff]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// eslint-disable-next-line no-control-regex -- NUL is exactly what the guard strips
const BAD_CHARACTERS = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** True when the string has a NUL or a lone surrogate (a surrogate pair, as in an emoji, is fine). */
export function hasInvalidCharacters(value: string): boolean {
  if (!SUSPECT.test(value)) return false; // fast path: one scan, no lookarounds
  return value.includes("\u0000") || LONE_SURROGATE.test(value);
}

/** A key shown in the error answer, with the offending characters replaced so the answer itself stays clean. */
function printable(key: string): string {
  return key.replace(BAD_CHARACTERS, "\ufffd");
}

export class InvalidCharactersError extends InvalidInputError {
  constructor(errors: Record<string, string>) {
    super("INVALID_CHARACTERS", INVALID_CHARACTERS_MESSAGE, errors);
  }
}

export class BodyTooDeepError extends InvalidInputError {
  constructor() {
    super("BODY_TOO_DEEP", TOO_DEEP_MESSAGE);
  }
}

/** A plain or null-prototype object, including the `NullObject`-style dictionaries routers and query parsers make. */
function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

/**
 * Walks a parsed value (iteratively, so a hostile depth cannot overflow the stack) and records every string or key
 * with invalid characters under its dotted path (`address.calle`, `items.0`, `_` for the root), like validation errors.
 * Returns "too-deep" as soon as a value is nested more than `maxDepth` levels.
 */
export function findInvalidInput(
  root: unknown,
  errors: Record<string, string>,
  maxDepth = MAX_BODY_DEPTH,
): "ok" | "too-deep" {
  // Each value is visited with a link to its parent (not a copy of its path): the path is spelled out only for an error.
  const stack: Step[] = [{ value: root, key: "", parent: null, depth: 0 }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const { value } = step;
    if (typeof value === "string") {
      if (hasInvalidCharacters(value)) errors[label(step)] ??= INVALID_VALUE_MESSAGE;
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    const isArray = Array.isArray(value);
    if (!isArray && !isPlainObject(value)) continue; // Buffers, streams: not parsed input
    if (step.depth >= maxDepth) return "too-deep";
    const depth = step.depth + 1;
    if (isArray) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key: String(i), parent: step, depth });
    } else {
      for (const key of Object.keys(value)) {
        const child = { value: value[key], key, parent: step, depth };
        if (hasInvalidCharacters(key)) errors[label(child)] ??= INVALID_KEY_MESSAGE;
        stack.push(child);
      }
    }
  }
  return "ok";
}

type Step = { value: unknown; key: string; parent: Step | null; depth: number };

/** A value's dotted path (`address.calle`, `items.0`), `_` for the root. */
function label(step: Step): string {
  const keys: string[] = [];
  for (let s: Step | null = step; s?.parent; s = s.parent) keys.push(printable(s.key));
  return keys.length ? keys.reverse().join(".") : "_";
}

/** True for a flat dictionary of clean strings (the usual params and query), without walking it as a tree. */
function isFlatAndClean(parts: unknown): boolean {
  if (typeof parts !== "object" || parts === null) return parts === undefined || parts === null;
  for (const key in parts) {
    const value = (parts as Record<string, unknown>)[key];
    if (hasInvalidCharacters(key) || typeof value !== "string" || hasInvalidCharacters(value)) return false;
  }
  return true;
}

function checkUrlParts(request: FastifyRequest): void {
  if (isFlatAndClean(request.params) && isFlatAndClean(request.query)) return;
  const errors: Record<string, string> = {};
  findInvalidInput(request.params, errors);
  findInvalidInput(request.query, errors);
  if (Object.keys(errors).length > 0) throw new InvalidCharactersError(errors);
}

/**
 * Bodies frozen through that passed: a route that gives repeated requests the same frozen value as their body (the
 * tyre search's remembered queries) has it checked once; nothing in such a value can change after.
 */
const checkedBodies = new WeakSet<object>();

function isDeepFrozen(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeepFrozen);
}

export function registerInputGuard(app: FastifyInstance): void {
  // Callback hooks (not async): a tyre search runs them on every request, and each promise is a turn of the queue.
  app.addHook("onRequest", (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    if (REFUSED_METHODS.has(request.method)) {
      reply
        .code(405)
        .header("allow", ALLOWED_METHODS)
        .send({ error: "METHOD_NOT_ALLOWED", message: `O método ${request.method} não é permitido.` });
      return;
    }
    try {
      checkUrlParts(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
  app.addHook("preValidation", (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    const body = request.body;
    if (body === undefined || body === null || checkedBodies.has(body as object)) return done();
    const errors: Record<string, string> = {};
    if (findInvalidInput(body, errors) === "too-deep") return done(new BodyTooDeepError());
    if (Object.keys(errors).length > 0) return done(new InvalidCharactersError(errors));
    if (typeof body === "object" && isDeepFrozen(body)) checkedBodies.add(body);
    done();
  });
}
