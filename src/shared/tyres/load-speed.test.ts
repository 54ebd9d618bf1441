import { describe, expect, it } from "vitest";
import {
  compareSpeedRatings,
  meetsServiceMinimum,
  normaliseSpeedRating,
  SPEED_RATINGS,
  speedKmh,
  speedRatingAtLeast,
} from "./load-speed.ts";

describe("speed rating order", () => {
  it("is not alphabetical: … Q < R < S < T < H < V < W < Y", () => {
    const order = ["Q", "R", "S", "T", "H", "V", "W", "Y"];
    for (let i = 1; i < order.length; i++)
      expect(
        compareSpeedRatings(order[i - 1] as string, order[i] as string),
        `${order[i - 1]} < ${order[i]}`,
      ).toBeLessThan(0);
    expect(compareSpeedRatings("H", "T")).toBeGreaterThan(0); // H (210) beats T (190) although H comes first in the alphabet
    expect(compareSpeedRatings("U", "H")).toBeLessThan(0);
    expect(compareSpeedRatings("V", "V")).toBe(0);
  });

  it("certified speeds rise along the order", () => {
    for (let i = 1; i < SPEED_RATINGS.length; i++)
      expect((SPEED_RATINGS[i] as readonly [string, number])[1]).toBeGreaterThanOrEqual(
        (SPEED_RATINGS[i - 1] as readonly [string, number])[1],
      );
    expect(speedKmh("H")).toBe(210);
    expect(speedKmh("v")).toBe(240);
    expect(speedKmh("X")).toBeNull();
  });

  it("ZR promises only over 240 km/h: above V, below W; (Y) is above Y", () => {
    expect(speedRatingAtLeast("ZR", "V")).toBe(true);
    expect(speedRatingAtLeast("ZR", "W")).toBe(false);
    expect(speedRatingAtLeast("W", "ZR")).toBe(true);
    expect(speedRatingAtLeast("V", "ZR")).toBe(false);
    expect(speedRatingAtLeast("(Y)", "Y")).toBe(true);
    expect(speedRatingAtLeast("Y", "(Y)")).toBe(false);
    expect(normaliseSpeedRating("z")).toBe("ZR");
    expect(normaliseSpeedRating("(y)")).toBe("(Y)");
  });

  it("an unknown rating never meets and never qualifies", () => {
    expect(speedRatingAtLeast("X", "H")).toBe(false);
    expect(speedRatingAtLeast("V", "X")).toBe(false);
    expect(speedRatingAtLeast("", "H")).toBe(false);
    expect(normaliseSpeedRating("VV")).toBeNull();
  });
});

describe("a tyre fits a vehicle when load index and speed rating are at least the vehicle's", () => {
  const golf = { ic: 91, cv: "V" }; // Volkswagen Golf VIII, 205/55 R16 91V

  it("91H is too slow for a 91V car; 91V, 91W and 94V XL fit; 88V carries too little", () => {
    expect(meetsServiceMinimum({ ic: 91, cv: "H" }, golf)).toBe(false);
    expect(meetsServiceMinimum({ ic: 91, cv: "V" }, golf)).toBe(true);
    expect(meetsServiceMinimum({ ic: 91, cv: "W" }, golf)).toBe(true);
    expect(meetsServiceMinimum({ ic: 94, cv: "V" }, golf)).toBe(true);
    expect(meetsServiceMinimum({ ic: 94, cv: "Y" }, golf)).toBe(true);
    expect(meetsServiceMinimum({ ic: 88, cv: "V" }, golf)).toBe(false);
    expect(meetsServiceMinimum({ ic: 94, cv: "T" }, golf)).toBe(false);
  });

  it("checks only what is given", () => {
    expect(meetsServiceMinimum({ ic: 80, cv: "T" }, {})).toBe(true);
    expect(meetsServiceMinimum({ ic: 80, cv: "T" }, { cv: "S" })).toBe(true);
    expect(meetsServiceMinimum({ ic: 80, cv: "T" }, { ic: 81 })).toBe(false);
    expect(meetsServiceMinimum({ ic: 91, cv: "v" }, { cv: "V" })).toBe(true);
  });
});
