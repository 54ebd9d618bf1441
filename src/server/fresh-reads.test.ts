/** Shared fresh reads: every caller's read starts after it asked, and callers that ask meanwhile share one. */
import { describe, expect, it } from "vitest";
import { FreshReads } from "./fresh-reads.ts";

/** Reads that wait until the test ends them, recording when each started. */
function heldReads() {
  const started: Array<() => void> = [];
  const run = () => new Promise<void>((resolve) => started.push(resolve));
  return { started, run };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("FreshReads", () => {
  it("starts a read for the first caller, one more for all who ask while it runs, none for a caller after", async () => {
    const reads = new FreshReads();
    const { started, run } = heldReads();
    const first = reads.read("7", run);
    expect(started).toHaveLength(1);
    let done = 0;
    const during = [reads.read("7", run), reads.read("7", run), reads.read("7", run)];
    for (const p of during) void p.then(() => done++);
    await tick();
    expect(started).toHaveLength(1); // they wait: the running read may have read the row before they asked
    started[0]!();
    await first;
    await tick();
    expect(started).toHaveLength(2); // one read, started after they all asked
    expect(done).toBe(0);
    started[1]!();
    await Promise.all(during);
    expect(done).toBe(3);
    const after = reads.read("7", run);
    expect(started).toHaveLength(3);
    started[2]!();
    await after;
  });

  it("keeps keys apart, and a failed read lets the next one run", async () => {
    const reads = new FreshReads();
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new Error("connection lost"));
    };
    const a = reads.read("1", failing);
    const b = reads.read("1", async () => {
      calls++;
    });
    const other = reads.read("2", async () => {
      calls++;
    });
    await expect(a).rejects.toThrow("connection lost");
    await b;
    await other;
    expect(calls).toBe(3);
  });
});
