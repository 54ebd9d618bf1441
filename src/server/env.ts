/**
 * process.env parsed once with zod; nothing else reads process.env.
 *
 * Two modes. Demo (any NODE_ENV but "production", the default of `npm start`): embedded PGlite, the payment
 * simulator, the local e-mail outbox and built-in test keys, listening on 127.0.0.1. Production
 * (NODE_ENV=production): refuses to start unless every setting a real shop needs is present and safe.
 */
import { createHash } from "node:crypto";
import { z } from "zod";

/** Built-in demo keys: public in this repository, so refused in production. */
export const DEMO_PAYMENT_SECRET = "sq7HjrUOBfKmC576ILgskD5srU870gJ7";
export const DEMO_SESSION_SECRET = "dev-session-secret-change-me-please";
const MIN_SECRET_BYTES = 32;

const TrustProxy = z
  .string()
  .trim()
  .optional()
  .transform((v): boolean | number | string[] => {
    if (!v || v === "false" || v === "0" || v === "off") return false;
    if (v === "true" || v === "on") return true;
    if (/^\d+$/.test(v)) return Number(v);
    return v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  });

/**
 * AT_SERIES_CODES: the validation code the AT assigned to each invoice series when it was communicated
 * (Portaria 195/2020), as JSON `{"RC2026":"JJKKLLMM","RCIC2026":"…"}`. The ATCUD printed on an invoice is
 * `<code>-<sequential number>`. Codes are 8 or more capital letters and digits.
 */
const AtSeriesCodes = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): Record<string, string> => {
    if (!v) return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(v);
    } catch {
      ctx.addIssue({ code: "custom", message: 'must be JSON, e.g. {"RC2026":"JJKKLLMM"}' });
      return z.NEVER;
    }
    const codes = z
      .record(
        z.string().regex(/^[\w-]{1,20}$/),
        z.string().regex(/^[A-Z0-9]{8,}$/, "each validation code has at least 8 capital letters or digits"),
      )
      .safeParse(parsed);
    if (!codes.success) {
      ctx.addIssue({
        code: "custom",
        message: codes.error.issues[0]?.message ?? 'must be an object {"series":"code"}',
      });
      return z.NEVER;
    }
    return codes.data;
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("RodaCerta <nao-responder@rodacerta.pt>"),
  PUBLIC_URL: z.string().url().optional(),
  PAYMENT_SECRET: z.string().min(16).optional(),
  PAYMENT_GATEWAY_URL: z.string().url().optional(),
  /** Where refunds (transaction type 3) are sent; by default `reembolso` beside the payment page. */
  PAYMENT_REFUND_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(16).optional(),
  API_DOCS: z.enum(["on", "off"]).optional(),
  /** Hops (a number), addresses/CIDRs (comma-separated) or true: whose X-Forwarded-* headers to believe. */
  TRUST_PROXY: TrustProxy,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  AT_SERIES_CODES: AtSeriesCodes,
});

export type Env = {
  NODE_ENV: "development" | "production" | "test";
  /** True unless NODE_ENV=production: simulator, outbox and test keys exist only here. */
  demo: boolean;
  PORT: number;
  HOST: string;
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  PUBLIC_URL: string;
  PAYMENT_SECRET: string;
  PAYMENT_GATEWAY_URL?: string | undefined;
  PAYMENT_REFUND_URL?: string | undefined;
  SESSION_SECRET: string;
  apiDocs: boolean;
  TRUST_PROXY: boolean | number | string[];
  LOG_LEVEL: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** Invoice series → the AT's validation code for it (see `atValidationCode`). */
  AT_SERIES_CODES: Readonly<Record<string, string>>;
};

export class UnsafeConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(
      `Unsafe or incomplete production configuration; the server does not start:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    this.name = "UnsafeConfigError";
    this.problems = problems;
  }
}

/** Every missing or unsafe production setting, each named (empty when the configuration is safe). */
export function productionProblems(raw: z.infer<typeof EnvSchema>): string[] {
  const problems: string[] = [];
  if (!raw.DATABASE_URL)
    problems.push(
      "DATABASE_URL: missing (the embedded PGlite is for development and demos only; name a PostgreSQL server)",
    );
  for (const [name, builtIn] of [
    ["SESSION_SECRET", DEMO_SESSION_SECRET],
    ["PAYMENT_SECRET", DEMO_PAYMENT_SECRET],
  ] as const) {
    const value = raw[name];
    if (!value) problems.push(`${name}: missing (generate one with \`openssl rand -base64 48\`)`);
    else if (value === builtIn) problems.push(`${name}: is the demo key published in the repository`);
    else if (Buffer.byteLength(value, "utf8") < MIN_SECRET_BYTES)
      problems.push(`${name}: must be at least ${MIN_SECRET_BYTES} bytes`);
  }
  if (!raw.SMTP_URL) problems.push("SMTP_URL: missing (without it e-mails would stay in a local outbox)");
  if (!raw.PAYMENT_GATEWAY_URL)
    problems.push("PAYMENT_GATEWAY_URL: missing (the payment simulator does not exist in production)");
  if (!raw.PUBLIC_URL) problems.push("PUBLIC_URL: missing (the shop's public https address)");
  else if (!raw.PUBLIC_URL.startsWith("https://")) problems.push("PUBLIC_URL: must start with https://");
  return problems;
}

/** Settings production runs without but a real shop should look at: said once in the log at start. */
export function productionWarnings(env: Env): string[] {
  if (env.demo) return [];
  const warnings: string[] = [];
  if (env.TRUST_PROXY === false)
    warnings.push(
      "TRUST_PROXY is not set: behind a TLS proxy every client seems to come from the same address (per-client limits) and cookies are not marked Secure.",
    );
  if (Object.keys(env.AT_SERIES_CODES).length === 0)
    warnings.push(
      "AT_SERIES_CODES is not set: invoices cannot be downloaded without the series' validation code (ATCUD).",
    );
  if (!env.PAYMENT_REFUND_URL)
    warnings.push("PAYMENT_REFUND_URL is not set: refunds go to `reembolso` beside the gateway's payment page.");
  return warnings;
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const raw = parsed.data;
  const demo = raw.NODE_ENV !== "production";
  if (!demo) {
    const problems = productionProblems(raw);
    if (problems.length > 0) throw new UnsafeConfigError(problems);
  }
  return {
    NODE_ENV: raw.NODE_ENV,
    demo,
    PORT: raw.PORT,
    HOST: raw.HOST ?? (demo ? "127.0.0.1" : "0.0.0.0"),
    DATA_DIR: raw.DATA_DIR,
    DATABASE_URL: raw.DATABASE_URL,
    SMTP_URL: raw.SMTP_URL,
    MAIL_FROM: raw.MAIL_FROM,
    // In demo mode the links in e-mails follow the port the server listens on.
    PUBLIC_URL: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ""),
    PAYMENT_SECRET: raw.PAYMENT_SECRET ?? DEMO_PAYMENT_SECRET,
    PAYMENT_GATEWAY_URL: raw.PAYMENT_GATEWAY_URL,
    PAYMENT_REFUND_URL: raw.PAYMENT_REFUND_URL,
    SESSION_SECRET: raw.SESSION_SECRET ?? DEMO_SESSION_SECRET,
    apiDocs: raw.API_DOCS ? raw.API_DOCS === "on" : demo,
    TRUST_PROXY: raw.TRUST_PROXY,
    LOG_LEVEL: raw.LOG_LEVEL,
    AT_SERIES_CODES: raw.AT_SERIES_CODES,
  };
}

const DEMO_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/**
 * DEMO ONLY: a stable made-up 8-character validation code for a series the AT never saw, so that demo invoices
 * show a well-formed ATCUD. It has no legal value; production never uses it.
 */
export function demoSeriesCode(series: string): string {
  const digest = createHash("sha256").update(`rodacerta-demo-atcud:${series}`).digest();
  let code = "";
  for (let i = 0; i < 8; i++) code += DEMO_CODE_ALPHABET[digest[i]! % DEMO_CODE_ALPHABET.length];
  return code;
}

/**
 * The AT validation code of an invoice series: the configured one (AT_SERIES_CODES); in demo mode a derived demo
 * code when none is configured (`demo: true`); in production null, since an ATCUD cannot be made up.
 */
export function atValidationCode(
  env: Pick<Env, "demo" | "AT_SERIES_CODES">,
  series: string,
): { code: string; demo: boolean } | null {
  const configured = env.AT_SERIES_CODES[series];
  if (configured) return { code: configured, demo: false };
  return env.demo ? { code: demoSeriesCode(series), demo: true } : null;
}
