import { t } from "@lingui/core/macro";
import type { Sharing } from "~/content/listing-options";
import { todayInIndia } from "./stay-dates";

/** When a move-in day begins, for the cancellation policy's hours before it: a PG's day starts at noon. */
export const MOVE_IN_TIME = "12:00";

/** A sharing type as a bed's name reads: 'Double sharing'. */
export function sharingName(sharing: Sharing): string {
  return { Single: t`Single sharing`, Double: t`Double sharing`, Triple: t`Triple sharing` }[sharing];
}

/** The columns a booking's row brings of its bed type: all null for a room by the night. */
type BedColumns = {
  status: string;
  checkIn: string;
  bedSharing: Sharing | null;
  bedMonthlyRent: number | null;
  bedDeposit: number | null;
  movedInAt: Date | null;
  movedOutOn: string | null;
  noShowAt: Date | null;
};

/** What a bed reservation's pages show beyond a booking's facts; null for a room. */
export type BedFacts = {
  sharing: Sharing;
  name: string;
  monthlyRent: number;
  deposit: number;
  movedInAt: string | null;
  /** Confirmed, not yet moved in, and the move-in day has come: the owner may 'Confirm move-in' or 'Did not move in'. */
  moveInDue: boolean;
  /** The owner recorded that the resident never moved in: the bed is not held for them any more. */
  notMovedIn: boolean;
  /** The day the resident moves out, as the owner recorded it; the bed is free from that day on. */
  movedOutOn: string | null;
  /** Confirmed, moved in and no move-out recorded yet: the owner may 'Record move-out'. */
  moveOutOpen: boolean;
  /** Confirmed with a move-out recorded whose day has not passed: the owner may change or withdraw it. */
  moveOutChangeable: boolean;
};

/** Whether a recorded move-out's day has passed, in India's calendar: it can then be neither changed nor withdrawn. */
export const moveOutPassed = (movedOutOn: string, now: Date): boolean => movedOutOn < todayInIndia(now);

export function bedFacts(row: BedColumns, now: Date): BedFacts | null {
  if (!row.bedSharing) return null;
  return {
    sharing: row.bedSharing,
    name: sharingName(row.bedSharing),
    monthlyRent: row.bedMonthlyRent ?? 0,
    deposit: row.bedDeposit ?? 0,
    movedInAt: row.movedInAt?.toISOString() ?? null,
    moveInDue: row.status === "confirmed" && !row.movedInAt && !row.noShowAt && row.checkIn <= todayInIndia(now),
    notMovedIn: row.noShowAt !== null,
    movedOutOn: row.movedOutOn,
    moveOutOpen: row.status === "confirmed" && row.movedInAt !== null && row.movedOutOn === null,
    moveOutChangeable: row.status === "confirmed" && row.movedOutOn !== null && !moveOutPassed(row.movedOutOn, now),
  };
}

/** What a bed reservation's e-mails say beyond a booking's story; undefined for a room. */
export type BedStory = { name: string; monthlyRent: number; deposit: number };

export function bedStory(row: BedColumns): BedStory | undefined {
  if (!row.bedSharing) return undefined;
  return { name: sharingName(row.bedSharing), monthlyRent: row.bedMonthlyRent ?? 0, deposit: row.bedDeposit ?? 0 };
}
