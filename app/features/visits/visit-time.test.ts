import { describe, expect, it } from "vitest";
import { formatVisitTime, VISIT_TIME_MESSAGES, visitDateRange, visitStart, visitTimeProblems } from "./visit-time";

// 24 Nov 2026, 11:30 in India (06:00 UTC).
const now = new Date("2026-11-24T06:00:00Z");

describe("visit times in India", () => {
  it("turns a date and a slot in India into UTC", () => {
    expect(visitStart("2026-11-28", "10:30")?.toISOString()).toBe("2026-11-28T05:00:00.000Z");
    expect(visitStart("2026-02-30", "10:30")).toBeNull();
    expect(visitStart("2026-11-28", "10:15")).toBeNull();
  });

  it("accepts 09:00 and 20:00 and refuses 08:30 and 20:30", () => {
    expect(visitTimeProblems("2026-11-25", "09:00", now)).toEqual({});
    expect(visitTimeProblems("2026-11-25", "20:00", now)).toEqual({});
    expect(visitTimeProblems("2026-11-25", "08:30", now)).toEqual({ time: VISIT_TIME_MESSAGES.time });
    expect(visitTimeProblems("2026-11-25", "20:30", now)).toEqual({ time: VISIT_TIME_MESSAGES.time });
  });

  it("allows the next 14 days and refuses the 15th and the past", () => {
    expect(visitDateRange(now)).toEqual({ min: "2026-11-24", max: "2026-12-08" });
    expect(visitTimeProblems("2026-12-08", "20:00", now)).toEqual({});
    expect(visitTimeProblems("2026-12-09", "09:00", now)).toEqual({ date: VISIT_TIME_MESSAGES.date });
    expect(visitTimeProblems("2026-11-23", "12:00", now)).toEqual({ date: VISIT_TIME_MESSAGES.date });
    // Today, but earlier than now.
    expect(visitTimeProblems("2026-11-24", "11:00", now)).toEqual({ time: VISIT_TIME_MESSAGES.past });
    expect(visitTimeProblems("2026-11-24", "12:00", now)).toEqual({});
    expect(visitTimeProblems("28/11/2026", "12:00", now)).toEqual({ date: VISIT_TIME_MESSAGES.date });
  });

  it("counts days in India's calendar, which starts 5½ hours before UTC's", () => {
    // 23 Nov 20:00 UTC is already 24 Nov 01:30 in India.
    expect(visitDateRange(new Date("2026-11-23T20:00:00Z")).min).toBe("2026-11-24");
  });

  it("shows a visit's time the way people in India read it", () => {
    expect(formatVisitTime(new Date("2026-11-28T05:00:00Z"))).toBe("Sat, 28 Nov, 10:30 am");
    expect(formatVisitTime("2026-11-28T14:30:00Z")).toBe("Sat, 28 Nov, 8:00 pm");
  });
});
