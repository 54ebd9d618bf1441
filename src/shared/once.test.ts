import { describe, expect, it } from "vitest";
import { once } from "./once.ts";

describe("once", () => {
  it("makes the value on the first call only, and returns that value every time", () => {
    let calls = 0;
    const get = once(() => ({ n: ++calls }));
    expect(calls).toBe(0);
    const first = get();
    expect(get()).toBe(first);
    expect(calls).toBe(1);
  });

  it("keeps an undefined value as made (no second call)", () => {
    let calls = 0;
    const get = once(() => {
      calls++;
      return undefined;
    });
    get();
    get();
    expect(calls).toBe(1);
  });
});
