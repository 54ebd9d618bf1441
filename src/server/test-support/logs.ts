/** Test helper: collects every line an app built with a logger writes (pino's stream swapped for an array). */
import type { FastifyInstance } from "fastify";

export function captureLogs(app: FastifyInstance): string[] {
  const lines: string[] = [];
  let proto: object | null = app.log;
  while (proto) {
    const sym = Object.getOwnPropertySymbols(proto).find((s) => s.description === "pino.stream");
    if (sym) {
      (app.log as unknown as Record<symbol, unknown>)[sym] = { write: (line: string) => void lines.push(line) };
      return lines;
    }
    proto = Object.getPrototypeOf(proto);
  }
  throw new Error("pino stream not found");
}
