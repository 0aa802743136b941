import { gstPercent } from "./gst";
import { isWeekendNight, nightsOf } from "./stay-dates";

/** What a room type charges: whole rupees a night. `dayRates` are the owner's own rates for single days. */
export type RateCard = {
  nightlyRate: number;
  weekendRate: number | null;
  extraGuestCharge: number;
  includedGuests: number;
  dayRates?: ReadonlyMap<string, number>;
};

export type QuoteNight = { day: string; rate: number; weekend: boolean; extraGuests: number; gstPercent: number };

/** A stay's price: amounts in paise, so 5 % of ₹1,001 is exact; rupees only in the rates people set. */
export type Quote = {
  checkIn: string;
  checkOut: string;
  guests: number;
  nights: QuoteNight[];
  /** Nights grouped by their rate, for the breakdown's "2 nights × ₹3,200" lines, in the order they first come. */
  rateLines: Array<{ nights: number; rate: number; weekend: boolean }>;
  extraGuests: number;
  extraGuestCharge: number;
  roomPaise: number;
  extraGuestsPaise: number;
  gstPaise: number;
  /** The GST percents charged, lowest first: one when every night's tariff is in the same band. */
  gstPercents: number[];
  totalPaise: number;
};

/**
 * The price of one room for the nights from check-in to check-out. Each night's tariff (its rate and the extra guests'
 * charge) decides that night's GST percent, as the law reads it: the value of the room per day.
 */
export function quoteStay(card: RateCard, checkIn: string, checkOut: string, guests: number): Quote {
  const extraGuests = Math.max(0, guests - card.includedGuests);
  const nights = nightsOf(checkIn, checkOut).map((day): QuoteNight => {
    const weekend = isWeekendNight(day);
    const rate = card.dayRates?.get(day) ?? (weekend ? (card.weekendRate ?? card.nightlyRate) : card.nightlyRate);
    return { day, rate, weekend, extraGuests, gstPercent: gstPercent(rate + extraGuests * card.extraGuestCharge, day) };
  });
  const rateLines: Quote["rateLines"] = [];
  for (const night of nights) {
    const line = rateLines.find((l) => l.rate === night.rate && l.weekend === night.weekend);
    if (line) line.nights += 1;
    else rateLines.push({ nights: 1, rate: night.rate, weekend: night.weekend });
  }
  const roomPaise = nights.reduce((sum, night) => sum + night.rate * 100, 0);
  const extraGuestsPaise = nights.length * extraGuests * card.extraGuestCharge * 100;
  const gstPaise = nights.reduce(
    (sum, night) =>
      sum + Math.round(((night.rate + extraGuests * card.extraGuestCharge) * 100 * night.gstPercent) / 100),
    0,
  );
  return {
    checkIn,
    checkOut,
    guests,
    nights,
    rateLines,
    extraGuests,
    extraGuestCharge: card.extraGuestCharge,
    roomPaise,
    extraGuestsPaise,
    gstPaise,
    gstPercents: [...new Set(nights.map((night) => night.gstPercent))].sort((a, b) => a - b),
    totalPaise: roomPaise + extraGuestsPaise + gstPaise,
  };
}
