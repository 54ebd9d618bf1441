/**
 * The guard checks a body frozen through only once (the tyre search gives a repeated search its remembered, frozen
 * query as its body), and every other body every time — a shallow-frozen one too, whose insides can still change.
 */
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerErrorHandler } from "./errors.ts";
import { findInvalidInput, registerInputGuard } from "./input-guard.ts";

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** An app whose one route gets `next()` as its body, in place of what was sent. */
async function appGiving(next: () => unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  registerInputGuard(app);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_req, _body, done) => done(null, next()));
  app.post("/x", async () => ({ ok: true }));
  await app.ready();
  const send = () =>
    app.inject({ method: "POST", url: "/x", headers: { "content-type": "application/json" }, payload: "{}" });
  return { app, send };
}

describe("input guard and frozen bodies", () => {
  it("refuses a frozen body with a NUL every time", async () => {
    const body = deepFreeze({ a: { b: "x\u0000y" } });
    const { app, send } = await appGiving(() => body);
    for (let i = 0; i < 3; i++) {
      const res = await send();
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ "a.b": "Este campo contém um carácter inválido." });
    }
    await app.close();
  });

  it("checks again a body frozen only on the outside, whose insides changed", async () => {
    const inner = { b: "fine" };
    const body = Object.freeze({ a: inner });
    const { app, send } = await appGiving(() => body);
    expect((await send()).statusCode).toBe(200);
    inner.b = "x\u0000y";
    expect((await send()).statusCode).toBe(400);
    await app.close();
  });

  it("passes a clean body frozen through, again and again", async () => {
    const body = deepFreeze({ a: [{ b: "ok" }], n: 1 });
    const { app, send } = await appGiving(() => body);
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(200);
    await app.close();
  });

  it("names the path of what it finds", () => {
    const errors: Record<string, string> = {};
    expect(findInvalidInput({ items: ["ok", { "k\u0000": 1 }], s: "\ud800" }, errors)).toBe("ok");
    expect(errors).toEqual({
      "items.1.k\ufffd": "O nome deste campo contém um carácter inválido.",
      s: "Este campo contém um carácter inválido.",
    });
    const atRoot: Record<string, string> = {};
    findInvalidInput("\u0000", atRoot);
    expect(atRoot).toEqual({ _: "Este campo contém um carácter inválido." });
    expect(findInvalidInput({ a: { a: { a: 1 } } }, {}, 2)).toBe("too-deep");
  });
});
