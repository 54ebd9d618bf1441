import { describe, expect, it } from "vitest";
import {
  atValidationCode,
  DEMO_PAYMENT_SECRET,
  DEMO_SESSION_SECRET,
  demoSeriesCode,
  loadEnv,
  UnsafeConfigError,
} from "./env.ts";

const strong = "k".repeat(48);
const production = {
  NODE_ENV: "production",
  DATABASE_URL: "postgres://shop@db.internal/rodacerta",
  SESSION_SECRET: strong,
  PAYMENT_SECRET: `${strong}p`,
  SMTP_URL: "smtp://mail.internal:587",
  PAYMENT_GATEWAY_URL: "https://sis.gateway.example/sis/realizarPago",
  PUBLIC_URL: "https://www.rodacerta.pt",
};

function problemsOf(source: Record<string, string | undefined>): string[] {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof UnsafeConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("demo and production modes", () => {
  it("is demo mode by default: loopback, public URL on the chosen port, built-in keys, API docs on", () => {
    const env = loadEnv({ PORT: "3456" });
    expect(env.demo).toBe(true);
    expect(env.NODE_ENV).toBe("development");
    expect(env.HOST).toBe("127.0.0.1");
    expect(env.PUBLIC_URL).toBe("http://localhost:3456");
    expect(env.SESSION_SECRET).toBe(DEMO_SESSION_SECRET);
    expect(env.apiDocs).toBe(true);
    expect(env.TRUST_PROXY).toBe(false);
    expect(loadEnv({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
  });

  it("refuses to start in production with nothing set, naming every missing setting in one message", () => {
    const problems = problemsOf({ NODE_ENV: "production" });
    for (const name of [
      "DATABASE_URL",
      "SESSION_SECRET",
      "PAYMENT_SECRET",
      "SMTP_URL",
      "PAYMENT_GATEWAY_URL",
      "PUBLIC_URL",
    ])
      expect(
        problems.some((p) => p.startsWith(`${name}:`)),
        name,
      ).toBe(true);
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(
      /DATABASE_URL[\s\S]*SESSION_SECRET[\s\S]*PAYMENT_SECRET[\s\S]*SMTP_URL[\s\S]*PAYMENT_GATEWAY_URL[\s\S]*PUBLIC_URL/,
    );
  });

  it("refuses the built-in keys, short keys and a plain-http public URL in production", () => {
    expect(problemsOf({ ...production, SESSION_SECRET: DEMO_SESSION_SECRET })).toEqual([
      expect.stringMatching(/^SESSION_SECRET: .*demo key/),
    ]);
    expect(problemsOf({ ...production, PAYMENT_SECRET: DEMO_PAYMENT_SECRET })).toEqual([
      expect.stringMatching(/^PAYMENT_SECRET: .*demo key/),
    ]);
    expect(problemsOf({ ...production, SESSION_SECRET: "short-but-16-chars!" })).toEqual([
      expect.stringMatching(/^SESSION_SECRET: .*32 bytes/),
    ]);
    expect(problemsOf({ ...production, PUBLIC_URL: "http://www.rodacerta.pt" })).toEqual([
      expect.stringMatching(/^PUBLIC_URL: .*https/),
    ]);
  });

  it("starts in production when every setting is safe: listens on all interfaces, docs off unless API_DOCS=on", () => {
    const env = loadEnv(production);
    expect(env.demo).toBe(false);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.apiDocs).toBe(false);
    expect(loadEnv({ ...production, API_DOCS: "on" }).apiDocs).toBe(true);
  });

  it("reads TRUST_PROXY as hops, addresses or a yes", () => {
    expect(loadEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: "10.0.0.1, 10.0.0.0/8" }).TRUST_PROXY).toEqual(["10.0.0.1", "10.0.0.0/8"]);
    expect(loadEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
  });

  it("reads the AT validation codes of the invoice series; demo mode makes up a stable demo code, production never does", () => {
    const codes = loadEnv({ AT_SERIES_CODES: '{"RC2026":"JJKKLLMM","RCIC2026":"AB12CD34EF"}' });
    expect(atValidationCode(codes, "RC2026")).toEqual({ code: "JJKKLLMM", demo: false });
    expect(atValidationCode(codes, "RC2027")).toEqual({ code: demoSeriesCode("RC2027"), demo: true });
    expect(demoSeriesCode("RC2026")).toMatch(/^[A-Z2-9]{8}$/);
    expect(demoSeriesCode("RC2026")).toBe(demoSeriesCode("RC2026"));
    expect(demoSeriesCode("RC2026")).not.toBe(demoSeriesCode("RCIC2026"));
    expect(atValidationCode(loadEnv({}), "RC2026")?.demo).toBe(true);
    const prod = loadEnv({ ...production, AT_SERIES_CODES: '{"RC2026":"JJKKLLMM"}' });
    expect(atValidationCode(prod, "RC2026")).toEqual({ code: "JJKKLLMM", demo: false });
    expect(atValidationCode(prod, "RCIC2026")).toBeNull();
    expect(() => loadEnv({ AT_SERIES_CODES: "RC2026=JJKKLLMM" })).toThrow(/AT_SERIES_CODES: must be JSON/);
    expect(() => loadEnv({ AT_SERIES_CODES: '{"RC2026":"abc"}' })).toThrow(/AT_SERIES_CODES: .*8 capital letters/);
  });
});
