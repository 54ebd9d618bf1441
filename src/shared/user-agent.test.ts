import { describe, expect, it } from "vitest";
import { clipUserAgent, MAX_USER_AGENT, userAgentField } from "./user-agent.ts";

describe("clipUserAgent", () => {
  it("keeps a normal user agent as it is", () => {
    const ua =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
    expect(clipUserAgent(ua)).toBe(ua);
  });

  it("cuts to 400 characters, drops control characters and gives null for nothing", () => {
    expect(clipUserAgent("x".repeat(1000))).toHaveLength(MAX_USER_AGENT);
    expect(clipUserAgent("Mozilla\n\t/5.0\u0000 ")).toBe("Mozilla /5.0");
    expect(clipUserAgent("   ")).toBeNull();
    expect(clipUserAgent(undefined)).toBeNull();
  });

  it("the payload field accepts a long one (stored cut) and refuses what is no browser's", () => {
    expect(userAgentField.parse("y".repeat(900))).toHaveLength(MAX_USER_AGENT);
    expect(userAgentField.parse(undefined)).toBeUndefined();
    expect(userAgentField.safeParse("z".repeat(5000)).success).toBe(false);
  });
});
