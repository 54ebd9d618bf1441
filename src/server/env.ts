/** process.env parsed once with zod; nothing else reads process.env. */
import { z } from "zod";

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("RodaCerta <nao-responder@rodacerta.pt>"),
  PUBLIC_URL: z.string().url().default("http://localhost:3000"),
  PAYMENT_SECRET: z.string().min(16).default("sq7HjrUOBfKmC576ILgskD5srU870gJ7"),
  PAYMENT_GATEWAY_URL: z.string().optional(),
  SESSION_SECRET: z.string().min(16).default("dev-session-secret-change-me-please"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
});

export type Env = z.infer<typeof EnvSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Configuração inválida:\n${lines}`);
  }
  return parsed.data;
}
