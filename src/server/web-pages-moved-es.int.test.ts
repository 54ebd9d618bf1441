/**
 * The Spanish addresses that moved (MOVED_SPANISH_PATHS, src/web/moved-spanish-path.tsx): a 301 to the Spanish
 * spelling, whose Location is built from the route's constant, so it is always one path of this site, whatever the
 * request's path looked like. Needs a build (BUILD_DIR=build-x).
 */
import { describe, expect, it } from "vitest";
import { canonicalPath, MOVED_SPANISH_PATHS } from "#src/shared/i18n/paths.ts";
import { webBuilt, startPageApp } from "./test-support/pages.ts";

describe.skipIf(!webBuilt("web-pages-moved-es"))("moved Spanish addresses", () => {
  const site = startPageApp();

  it("every moved address goes for good to its Spanish spelling, the query kept", async () => {
    expect(MOVED_SPANISH_PATHS.length).toBeGreaterThan(0);
    for (const moved of MOVED_SPANISH_PATHS) {
      const target = canonicalPath(`/${moved}`);
      expect(target).not.toBe(`/${moved}`);
      for (const [url, location] of [
        [`/${moved}`, target],
        [`/${moved}/`, target],
        [`/${moved.toUpperCase()}`, target],
        [`/${moved}?x=1&y=%2F%2Fevil.example`, `${target}?x=1&y=%2F%2Fevil.example`],
      ] as const) {
        const res = await site.get(url);
        expect(res.statusCode, url).toBe(301);
        expect(res.headers.location, url).toBe(location);
      }
      // The Spanish page itself is there.
      const page = await site.get(target);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="es-ES"');
    }
  });

  it("never answers a Location that leaves the site, whatever the request's path", async () => {
    // (the loader's own test, src/web/moved-spanish-path.test.ts, feeds it paths the router does not send today)
    let redirected = 0;
    for (const url of [
      "//es/kits-ozono",
      "//evil.example/es/kits-ozono",
      "/es/kits-ozono//",
      "///es/kits-ozono?x=1",
      "/es//kits-ozono",
    ]) {
      const res = await site.get(url);
      const location = res.headers.location;
      if (location === undefined) continue;
      redirected++;
      expect(String(location), url).toMatch(/^\/(?![/\\])/);
      expect(String(location), url).not.toContain("evil.example");
    }
    expect(redirected).toBeGreaterThan(0); // "/es/kits-ozono//" is routed to the redirect
  });
});
