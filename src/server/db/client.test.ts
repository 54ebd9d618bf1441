import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./client.ts";

describe("PGlite data directory lock", () => {
  it("refuses a second holder with a clear message and frees on release", () => {
    const dir = mkdtempSync(join(tmpdir(), "rc-lock-"));
    const release = lockDataDir(dir);
    // a lock held by another live process (our parent) is refused
    writeFileSync(join(dir, "rodacerta.lock"), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/already in use by process/);
    release();
    const again = lockDataDir(dir);
    again();
  });

  it("takes over a stale lock left by a dead process", () => {
    const dir = mkdtempSync(join(tmpdir(), "rc-lock-"));
    writeFileSync(join(dir, "rodacerta.lock"), "999999");
    const release = lockDataDir(dir);
    release();
  });
});

describe("embedded database on disk", () => {
  it("keeps data across a restart and refuses a second opener while open", async () => {
    const { openPglite } = await import("./client.ts");
    const { users } = await import("./schema.ts");
    const dir = mkdtempSync(join(tmpdir(), "rc-data-"));
    const first = await openPglite(dir);
    await first.migrate();
    await first.db.insert(users).values({ email: "persist@example.pt", nombre: "Persistente" });
    await first.close();
    const again = await openPglite(dir);
    const rows = await again.db.select().from(users);
    expect(rows.map((r) => r.email)).toEqual(["persist@example.pt"]);
    writeFileSync(join(dir, "rodacerta.lock"), String(process.ppid)); // another live process holds it
    await expect(openPglite(dir)).rejects.toThrow(DataDirLockedError);
    await again.close();
  }, 60_000);
});
