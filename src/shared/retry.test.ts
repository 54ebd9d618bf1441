import { describe, expect, it } from "vitest";
import { DATES_RETRY, isServerError, retry } from "./retry.ts";

function recorder() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe("retry (consult-dates: 3 retries, 10 s apart)", () => {
  it("uses the spec's policy for the dates", () => {
    expect(DATES_RETRY).toEqual({ retries: 3, delayMs: 10_000 });
  });

  it("tries once more after each 5xx, waiting 10 s between tries, and gives the last answer after the 3rd retry", async () => {
    const { waits, sleep } = recorder();
    const attempts: number[] = [];
    const res = await retry(
      async (attempt) => {
        attempts.push(attempt);
        return { status: 503 };
      },
      { ...DATES_RETRY, retryIf: isServerError, sleep },
    );
    expect(attempts).toEqual([0, 1, 2, 3]);
    expect(waits).toEqual([10_000, 10_000, 10_000]);
    expect(res.status).toBe(503);
  });

  it("stops at the first good answer", async () => {
    const { waits, sleep } = recorder();
    let calls = 0;
    const res = await retry(async () => ({ status: ++calls < 3 ? 502 : 200 }), {
      ...DATES_RETRY,
      retryIf: isServerError,
      sleep,
    });
    expect(res.status).toBe(200);
    expect(calls).toBe(3);
    expect(waits).toEqual([10_000, 10_000]);
  });

  it("does not retry a 4xx answer", async () => {
    const { waits, sleep } = recorder();
    let calls = 0;
    const res = await retry(async () => (calls++, { status: 400 }), { ...DATES_RETRY, retryIf: isServerError, sleep });
    expect(res.status).toBe(400);
    expect(calls).toBe(1);
    expect(waits).toEqual([]);
  });

  it("retries a dropped connection and throws the last error when every try fails", async () => {
    const { waits, sleep } = recorder();
    let calls = 0;
    await expect(
      retry(
        async () => {
          calls++;
          throw new Error(`ligação perdida ${calls}`);
        },
        { ...DATES_RETRY, sleep },
      ),
    ).rejects.toThrow("ligação perdida 4");
    expect(calls).toBe(4);
    expect(waits).toHaveLength(3);
  });

  it("recovers when the connection comes back", async () => {
    const { sleep } = recorder();
    let calls = 0;
    const res = await retry(
      async () => {
        if (++calls === 1) throw new Error("offline");
        return "ok";
      },
      { ...DATES_RETRY, sleep },
    );
    expect(res).toBe("ok");
  });

  it("waits for real when no sleep is given", async () => {
    const started = Date.now();
    let calls = 0;
    await retry(async () => ++calls, { retries: 1, delayMs: 20, retryIf: (n) => n < 2 });
    expect(calls).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
  });
});
