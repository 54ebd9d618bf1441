/**
 * Read-side cache for availability: claimed slots per workshop (a few seconds), workshops and bookable services
 * (a minute). Booking writes in this process invalidate at once; other processes' writes show within CLAIMS_TTL_MS.
 * Correctness never depends on it: every booking re-checks inside its transaction and the slot key guards the rest.
 */
import { and, eq, gte, lt } from "drizzle-orm";
import type { Closure } from "#src/shared/booking/holidays.ts";
import type { Claim } from "#src/shared/booking/slots.ts";
import type { Db } from "../db/client.ts";
import { appointmentSlots, appointments, services, workshops } from "../db/schema.ts";
import { isActiveClaim } from "../workshops/workshops.queries.ts";
import { closuresFor } from "./closures.queries.ts";

export const CLAIMS_TTL_MS = 3_000;
const REFERENCE_TTL_MS = 60_000;

type Workshop = typeof workshops.$inferSelect;
type Service = typeof services.$inferSelect;
type ClaimRow = Claim & { appointmentId: string };
type StoredClaim = ClaimRow & { status: string; holdExpiresAt: Date | null };

export class AvailabilityCache {
  #claims = new Map<number, { at: number; rows: Promise<StoredClaim[]> }>();
  #workshops: { at: number; byCode: Promise<Map<string, Workshop>> } | null = null;
  #services: { at: number; byId: Promise<Map<string, Service>> } | null = null;
  #closures = new Map<number, { at: number; from: string; to: string; rows: Promise<Closure[]> }>();

  workshop(db: Db, code: string): Promise<Workshop | undefined> {
    const now = Date.now();
    if (!this.#workshops || now - this.#workshops.at > REFERENCE_TTL_MS) {
      const byCode = db
        .select()
        .from(workshops)
        .then((rows) => new Map(rows.map((w) => [w.code, w])));
      byCode.catch(() => (this.#workshops = null));
      this.#workshops = { at: now, byCode };
    }
    return this.#workshops.byCode.then((m) => m.get(code));
  }

  bookableServices(db: Db, ids: string[]): Promise<Service[]> {
    const now = Date.now();
    if (!this.#services || now - this.#services.at > REFERENCE_TTL_MS) {
      const byId = db
        .select()
        .from(services)
        .where(eq(services.bookable, true))
        .then((rows) => new Map(rows.map((s) => [s.id, s])));
      byId.catch(() => (this.#services = null));
      this.#services = { at: now, byId };
    }
    return this.#services.byId.then((m) => ids.map((id) => m.get(id)).filter((s): s is Service => s !== undefined));
  }

  /**
   * Claims of a workshop from yesterday to the end of the booking window, as they stand at `now` (the caller's
   * clock, like everything else): the cached rows keep each hold's expiry, so a hold that ran out stops counting
   * at once, whatever the cache's age.
   */
  async claims(db: Db, workshopId: number, from: Date, to: Date, now: Date): Promise<ClaimRow[]> {
    const at = Date.now(); // the cache's own freshness is wall-clock time, not the domain's clock
    let hit = this.#claims.get(workshopId);
    if (!hit || at - hit.at >= CLAIMS_TTL_MS) {
      // Promise.resolve runs the (lazy, re-runnable) Drizzle query once and keeps its result.
      const rows: Promise<StoredClaim[]> = Promise.resolve(
        db
          .select({
            bay: appointmentSlots.bay,
            start: appointmentSlots.slotStart,
            appointmentId: appointmentSlots.appointmentId,
            status: appointments.status,
            holdExpiresAt: appointments.holdExpiresAt,
          })
          .from(appointmentSlots)
          .innerJoin(appointments, eq(appointments.id, appointmentSlots.appointmentId))
          .where(
            and(
              eq(appointmentSlots.workshopId, workshopId),
              gte(appointmentSlots.slotStart, from),
              lt(appointmentSlots.slotStart, to),
            ),
          ),
      );
      rows.catch(() => this.#claims.delete(workshopId));
      hit = { at, rows };
      this.#claims.set(workshopId, hit);
    }
    return (await hit.rows)
      .filter((r) => isActiveClaim(r, now))
      .map(({ bay, start, appointmentId }) => ({ bay, start, appointmentId }));
  }

  /** Closures applying to a workshop in [from, to] (yyyy-mm-dd), kept as long as claims are. */
  closures(db: Db, workshopId: number, from: string, to: string): Promise<Closure[]> {
    const at = Date.now();
    let hit = this.#closures.get(workshopId);
    if (!hit || at - hit.at >= CLAIMS_TTL_MS || hit.from !== from || hit.to !== to) {
      const rows: Promise<Closure[]> = Promise.resolve(closuresFor(db, workshopId, from, to));
      rows.catch(() => this.#closures.delete(workshopId));
      hit = { at, from, to, rows };
      this.#closures.set(workshopId, hit);
    }
    return hit.rows;
  }

  invalidate(workshopId: number): void {
    this.#claims.delete(workshopId);
    this.#closures.delete(workshopId);
  }

  /** The workshop rows (hours, bays, services changed in the back office): read again on the next request. */
  invalidateWorkshops(): void {
    this.#workshops = null;
  }

  /** Every workshop's closures (a closure of every workshop was added or removed). */
  invalidateClosures(): void {
    this.#closures.clear();
  }

  /** Everything, after a lost connection to the change announcements (some may have been missed). */
  invalidateAll(): void {
    this.#claims.clear();
    this.#closures.clear();
    this.#workshops = null;
    this.#services = null;
  }
}
