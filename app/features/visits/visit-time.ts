import { t } from "@lingui/core/macro";
import { currentLocale, LANGUAGE_TAG } from "~/lib/i18n";

/** India has one time zone and no daylight saving, so a fixed offset converts both ways exactly. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How far ahead a visit may be asked for, counted in India's calendar days from today. */
export const VISIT_DAYS_AHEAD = 14;
export const VISIT_MINUTES = 30;

/** Every half hour from 09:00 to 20:00, the times a visit may start. */
export const VISIT_SLOTS: readonly string[] = Array.from({ length: 23 }, (_, i) => {
  const minutes = 9 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});

/** Getters: each read speaks the language of the request (or of the page, in the browser). */
export const VISIT_TIME_MESSAGES = {
  get date() {
    return t`Choose a date within the next 14 days.`;
  },
  get time() {
    return t`Choose a time between 09:00 and 20:00 India time.`;
  },
  get past() {
    return t`This time has already passed. Choose a later one.`;
  },
  get note() {
    return t`Note must be at most 500 characters.`;
  },
};

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first and last day a visit may be asked for (YYYY-MM-DD, India's calendar), for the date input too. */
export function visitDateRange(now: Date): { min: string; max: string } {
  const today = now.getTime() + IST_OFFSET_MS;
  return { min: isoDay(today), max: isoDay(today + VISIT_DAYS_AHEAD * DAY_MS) };
}

/** The moment a date and a slot in India name, or null when either is not a real date or slot. */
export function visitStart(date: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !VISIT_SLOTS.includes(time)) return null;
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  const local = Date.UTC(year, month - 1, day, hour, minute);
  // Date.UTC rolls 2026-02-30 over into March; such a date is not one the person chose.
  if (isoDay(local) !== date) return null;
  return new Date(local - IST_OFFSET_MS);
}

/** What is wrong with a chosen date and time, field by field; empty when it can be asked for. */
export function visitTimeProblems(date: string, time: string, now: Date): { date?: string; time?: string } {
  const { min, max } = visitDateRange(now);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date < min || date > max || !visitStart(date, VISIT_SLOTS[0]))
    return { date: VISIT_TIME_MESSAGES.date };
  const start = visitStart(date, time);
  if (!start) return { time: VISIT_TIME_MESSAGES.time };
  if (start.getTime() <= now.getTime()) return { time: VISIT_TIME_MESSAGES.past };
  return {};
}

const shownTimes = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: "Asia/Kolkata",
});

/** Hindi names the part of the day instead of am/pm: 'शनि, 28 नव॰, सुबह 10:30'. */
const hindiTimes = new Intl.DateTimeFormat(LANGUAGE_TAG.hi, {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  dayPeriod: "short",
  timeZone: "Asia/Kolkata",
});

/** A visit's time as both sides read it, in India: 'Sat, 28 Nov, 10:30 am', in the language being served. */
export function formatVisitTime(value: Date | string): string {
  const moment = typeof value === "string" ? new Date(value) : value;
  if (currentLocale() === "hi") return hindiTimes.format(moment);
  const parts = Object.fromEntries(shownTimes.formatToParts(moment).map((p) => [p.type, p.value]));
  return `${parts.weekday}, ${parts.day} ${parts.month}, ${parts.hour}:${parts.minute} ${parts.dayPeriod.toLowerCase()}`;
}
