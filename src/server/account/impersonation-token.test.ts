/** The impersonation tokens' signing: each issuer's kind verifies only as itself, untouched and before expiry. */
import { describe, expect, it } from "vitest";
import { IMPERSONATION_TTL_MS, issueImpersonationToken, verifyImpersonationToken } from "./impersonation-token.ts";

const SECRET = "segredo-de-teste-com-comprimento-suficiente";
const NOW = new Date("2026-11-23T10:00:00Z");
const code = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
};

describe("impersonation tokens", () => {
  const { token, expiresAt } = issueImpersonationToken(SECRET, "staff", { customerId: 42, actorId: 7 }, NOW);

  it("carries the grant and lives 5 minutes", () => {
    expect(expiresAt.getTime() - NOW.getTime()).toBe(IMPERSONATION_TTL_MS);
    expect(verifyImpersonationToken(SECRET, "staff", token, NOW)).toMatchObject({ customerId: 42, actorId: 7 });
    expect(code(() => verifyImpersonationToken(SECRET, "staff", token, expiresAt))).toBeNull();
    expect(code(() => verifyImpersonationToken(SECRET, "staff", token, new Date(expiresAt.getTime() + 1)))).toBe(
      "TOKEN_EXPIRED",
    );
  });

  it("a staff token is not an operator token, nor the other way round", () => {
    expect(code(() => verifyImpersonationToken(SECRET, "operator", token, NOW))).toBe("INVALID_TOKEN");
    const op = issueImpersonationToken(SECRET, "operator", { customerId: 42, actorId: 7 }, NOW).token;
    expect(code(() => verifyImpersonationToken(SECRET, "staff", op, NOW))).toBe("INVALID_TOKEN");
  });

  it("refuses another key, a changed customer, a changed expiry and a malformed token", () => {
    expect(code(() => verifyImpersonationToken(`${SECRET}x`, "staff", token, NOW))).toBe("INVALID_TOKEN");
    const [, actor, expires, nonce, mac] = token.split(".");
    expect(code(() => verifyImpersonationToken(SECRET, "staff", `43.${actor}.${expires}.${nonce}.${mac}`, NOW))).toBe(
      "INVALID_TOKEN",
    );
    const later = `42.${actor}.${Number(expires) + 3_600_000}.${nonce}.${mac}`;
    expect(code(() => verifyImpersonationToken(SECRET, "staff", later, NOW))).toBe("INVALID_TOKEN");
    expect(code(() => verifyImpersonationToken(SECRET, "staff", token.split(".").slice(1).join("."), NOW))).toBe(
      "INVALID_TOKEN",
    );
  });
});
