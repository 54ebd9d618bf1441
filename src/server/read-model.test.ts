import { describe, expect, it } from "vitest";
import { ReadModel } from "./read-model.ts";

function source() {
  let version = 0;
  let loads = 0;
  let fail = false;
  return {
    change: () => version++,
    failNext: () => (fail = true),
    get loads() {
      return loads;
    },
    load: async () => {
      loads++;
      const seen = version;
      if (fail) {
        fail = false;
        throw new Error("database down");
      }
      await new Promise((r) => setTimeout(r, 5));
      return seen;
    },
  };
}

describe("ReadModel", () => {
  it("serves the loaded copy without loading again until it is told or too old", async () => {
    const s = source();
    let clock = 0;
    const model = await ReadModel.create(s.load, 1000, () => clock);
    s.change();
    expect(model.current).toBe(0);
    expect(s.loads).toBe(1);
    clock = 1001; // older than maxAgeMs: the stale copy is served while a fresh one loads
    expect(model.current).toBe(0);
    await new Promise((r) => setTimeout(r, 20));
    expect(model.current).toBe(1);
    expect(s.loads).toBe(2);
  });

  it("a change announced during a load gets a load of its own, and concurrent calls share it", async () => {
    const s = source();
    const model = await ReadModel.create(s.load);
    const first = model.reload(); // reads version 0
    s.change(); // the change lands after that load has read
    const second = [model.reload(), model.reload(), model.reload()];
    await Promise.all([first, ...second]);
    expect(model.current).toBe(1);
    expect(s.loads).toBe(3); // start + the running load + one more for the three calls
  });

  it("keeps the last good copy when a reload fails", async () => {
    const s = source();
    const model = await ReadModel.create(s.load);
    s.change();
    s.failNext();
    await expect(model.reload()).rejects.toThrow("database down");
    expect(model.current).toBe(0);
    await model.reload();
    expect(model.current).toBe(1);
  });
});
