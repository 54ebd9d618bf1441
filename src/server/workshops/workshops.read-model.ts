/**
 * Workshops as pages read them (finder, area, workshop page, the services a workshop does): every workshop with its
 * rating and its latest reviews, held in memory (see read-model.ts). Workshops change a few times a year; a change
 * to the workshops or workshop_reviews tables NOTIFYs "workshops" (migration 0011) and every process reloads.
 */
import type { Db } from "../db/client.ts";
import { ReadModel } from "../read-model.ts";
import { listLatestReviews, listWorkshops, type WorkshopReview, type WorkshopRow } from "./workshops.queries.ts";

export type WorkshopsData = {
  list: readonly WorkshopRow[];
  byCode: ReadonlyMap<string, WorkshopRow>;
  /** The 20 latest reviews of each workshop, newest first. */
  reviews: ReadonlyMap<number, readonly WorkshopReview[]>;
};

export const REVIEWS_PER_WORKSHOP = 20;

export async function loadWorkshopsData(db: Db): Promise<WorkshopsData> {
  const list = await listWorkshops(db);
  const reviews = new Map<number, WorkshopReview[]>();
  for (const r of await listLatestReviews(db, REVIEWS_PER_WORKSHOP)) {
    const mine = reviews.get(r.workshopId) ?? [];
    mine.push(r);
    reviews.set(r.workshopId, mine);
  }
  return { list, byCode: new Map(list.map((w) => [w.code, w])), reviews };
}

export const workshopsReadModel = (db: Db) => ReadModel.create(() => loadWorkshopsData(db));
