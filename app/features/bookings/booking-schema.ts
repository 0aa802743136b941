import { t } from "@lingui/core/macro";
import { BOOKING_MODES, CANCELLATION_POLICIES, MOST_GUESTS } from "~/content/booking-options";
import { emailField } from "~/lib/email";
import { checkFields } from "~/lib/field-errors";
import { withoutReordering } from "~/lib/shown-text";
import { z } from "~/lib/zod";
import { addDays, BOOKING_DAYS_AHEAD, isDay, nightsBetween, todayInIndia } from "./stay-dates";

/** Getters: each read speaks the language of the request being served. */
export const BOOKING_MESSAGES = {
  get checkIn() {
    return t`Choose a check-in date from today onwards.`;
  },
  get checkOut() {
    return t`Choose a check-out date after the check-in date.`;
  },
  get tooFarAhead() {
    return t`Stays can be booked up to a year ahead.`;
  },
  get tooLong() {
    return t`A stay can be at most 30 nights.`;
  },
  get guests() {
    return t`Guests must be a number from 1 to 20.`;
  },
  get roomType() {
    return t`Choose a room.`;
  },
  get name() {
    return t`Name cannot be empty.`;
  },
  get nameTooLong() {
    return t`Name must be at most 100 characters.`;
  },
  get mobile() {
    return t`Invalid mobile number. Enter 10 digits.`;
  },
  get email() {
    return t`Invalid email format.`;
  },
  get emailTooLong() {
    return t`Email must be at most 254 characters.`;
  },
};

/** The longest stay one booking takes; a room type may allow fewer nights, never more. */
export const MOST_NIGHTS = 30;

const says = (message: () => string) => ({ error: message });

const stayFields = {
  checkIn: z.string(says(() => BOOKING_MESSAGES.checkIn)).trim(),
  checkOut: z.string(says(() => BOOKING_MESSAGES.checkOut)).trim(),
  // A form sends text, a JSON client a number.
  guests: z.coerce
    .number(says(() => BOOKING_MESSAGES.guests))
    .int(says(() => BOOKING_MESSAGES.guests))
    .min(
      1,
      says(() => BOOKING_MESSAGES.guests),
    )
    .max(
      MOST_GUESTS,
      says(() => BOOKING_MESSAGES.guests),
    ),
};

/** What is wrong with a stay's dates today, by field: nothing when check-in is from today and check-out after it. */
export function stayProblems(
  checkIn: string,
  checkOut: string,
  now: Date,
): Partial<Record<"checkIn" | "checkOut", string>> {
  const today = todayInIndia(now);
  if (!isDay(checkIn) || checkIn < today) return { checkIn: BOOKING_MESSAGES.checkIn };
  if (checkIn > addDays(today, BOOKING_DAYS_AHEAD)) return { checkIn: BOOKING_MESSAGES.tooFarAhead };
  if (!isDay(checkOut) || checkOut <= checkIn) return { checkOut: BOOKING_MESSAGES.checkOut };
  if (nightsBetween(checkIn, checkOut) > MOST_NIGHTS) return { checkOut: BOOKING_MESSAGES.tooLong };
  return {};
}

function checkedStay<T extends { checkIn: string; checkOut: string }>(schema: z.ZodType<T>) {
  return schema.superRefine(({ checkIn, checkOut }, context) => {
    for (const [field, message] of Object.entries(stayProblems(checkIn, checkOut, new Date()))) {
      context.addIssue({ code: "custom", path: [field], message });
    }
  });
}

/** The date and guest picker: check-in, check-out, guests. */
export const staySchema = checkedStay(z.object(stayFields));

/** Who is coming: a booking's and a bed reservation's guest details (ADR 054). */
export const guestFields = {
  name: z
    .string(says(() => BOOKING_MESSAGES.name))
    .overwrite(withoutReordering)
    .trim()
    .min(
      1,
      says(() => BOOKING_MESSAGES.name),
    )
    .max(
      100,
      says(() => BOOKING_MESSAGES.nameTooLong),
    ),
  mobileNumber: z
    .string(says(() => BOOKING_MESSAGES.mobile))
    .trim()
    .regex(
      /^\d{10}$/,
      says(() => BOOKING_MESSAGES.mobile),
    ),
  email: emailField({
    get invalid() {
      return BOOKING_MESSAGES.email;
    },
    get tooLong() {
      return BOOKING_MESSAGES.emailTooLong;
    },
  }),
};

/** 'Reserve' and 'Request to book': the stay, the room and who is coming. */
export const bookingSchema = checkedStay(
  z.object({
    ...stayFields,
    roomTypeId: z
      .string(says(() => BOOKING_MESSAGES.roomType))
      .trim()
      .min(
        1,
        says(() => BOOKING_MESSAGES.roomType),
      )
      .max(
        64,
        says(() => BOOKING_MESSAGES.roomType),
      ),
    ...guestFields,
  }),
);

export type StayInput = z.output<typeof staySchema>;
export type BookingInput = z.output<typeof bookingSchema>;
export type BookingField = keyof BookingInput;
export const GUEST_FIELDS = ["name", "mobileNumber", "email"] as const;

export type StayValues = { checkIn: string; checkOut: string; guests: string };
export type StayErrors = Partial<Record<"checkIn" | "checkOut" | "guests", string>>;

/** The picker's dates from an address's query: as typed (to show again), checked, and each field's message. */
export function readStay(params: URLSearchParams): { values: StayValues; stay: StayInput | null; errors: StayErrors } {
  const values = {
    checkIn: (params.get("checkIn") ?? "").slice(0, 20),
    checkOut: (params.get("checkOut") ?? "").slice(0, 20),
    guests: (params.get("guests") ?? "2").slice(0, 5),
  };
  const checked = checkFields(staySchema, values);
  return checked.ok
    ? { values, stay: checked.value, errors: {} }
    : { values, stay: null, errors: checked.fieldErrors as StayErrors };
}

/** A decision's only field: the key of the booking's link, for a guest without an account. */
export const bookingDecisionSchema = z.object({ key: z.string().max(100).optional() });

/** Characters the owner may write to the guest on declining or cancelling: a few sentences. */
export const OWNER_NOTE_MAX = 500;

/** A decline or cancellation may carry the owner's words to the guest; nothing else reads them. */
export const bookingChangeSchema = bookingDecisionSchema.extend({
  // A form sends each line break as CR LF, where the field's own limit counted one character.
  note: z
    .string()
    .transform((note) => note.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .max(OWNER_NOTE_MAX, { error: () => t`Keep your message to the guest within ${OWNER_NOTE_MAX} characters.` }),
    )
    .optional(),
});

/** Razorpay's ids: a prefix, an underscore and letters and digits. */
const razorpayId = (prefix: string) =>
  z
    .string({ error: () => t`Send Razorpay's answer: the order, the payment and the signature.` })
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]{1,40}$`), { error: () => t`This is not a Razorpay id.` });

/** Checkout's answer after a payment, sent on by the page or the app with the booking's key when it has one. */
export const paymentAnswerSchema = bookingDecisionSchema.extend({
  razorpay_order_id: razorpayId("order"),
  razorpay_payment_id: razorpayId("pay"),
  razorpay_signature: z
    .string({ error: () => t`Send Razorpay's answer: the order, the payment and the signature.` })
    .regex(/^[0-9a-f]{64}$/, { error: () => t`This is not a Razorpay signature.` }),
});

/** Getters: each read speaks the language of the request being served. */
export const CALENDAR_MESSAGES = {
  get from() {
    return t`Choose the first day to change.`;
  },
  get to() {
    return t`Choose a last day on or after the first, within a year.`;
  },
  get blocked() {
    return t`Rooms to block must be a whole number from 0 to the number of rooms.`;
  },
  get rate() {
    return t`Rate must be a whole number of rupees, or empty for the usual rate.`;
  },
  get notFound() {
    return t`Room type not found.`;
  },
};

/** The owner's change to a room type's days: rooms blocked on each, and that day's rate (empty: the usual one). */
export const calendarChangeSchema = z
  .object({
    from: z.string(says(() => CALENDAR_MESSAGES.from)).trim(),
    to: z.string(says(() => CALENDAR_MESSAGES.to)).trim(),
    blockedRooms: z.coerce
      .number(says(() => CALENDAR_MESSAGES.blocked))
      .int(says(() => CALENDAR_MESSAGES.blocked))
      .min(
        0,
        says(() => CALENDAR_MESSAGES.blocked),
      )
      .max(
        10_000,
        says(() => CALENDAR_MESSAGES.blocked),
      ),
    rate: z
      .union(
        [z.literal(""), z.coerce.number().int().min(0).max(10_000_000)],
        says(() => CALENDAR_MESSAGES.rate),
      )
      .optional()
      .transform((value) => (value === "" || value === undefined ? null : value)),
  })
  .superRefine(({ from, to }, context) => {
    if (!isDay(from)) context.addIssue({ code: "custom", path: ["from"], message: CALENDAR_MESSAGES.from });
    else if (!isDay(to) || to < from || nightsBetween(from, to) > BOOKING_DAYS_AHEAD) {
      context.addIssue({ code: "custom", path: ["to"], message: CALENDAR_MESSAGES.to });
    }
  });

export type CalendarChange = z.output<typeof calendarChangeSchema>;

/** Getters: each read speaks the language of the request being served. */
export const ROOM_TYPE_MESSAGES = {
  get name() {
    return t`Enter the room's name, up to 80 characters.`;
  },
  get beds() {
    return t`Enter the beds, up to 80 characters (for example 1 queen bed).`;
  },
  get maxGuests() {
    return t`Guests must be a number from 1 to 20.`;
  },
  get includedGuests() {
    return t`Guests in the rate must be from 1 to the most guests.`;
  },
  get roomCount() {
    return t`Rooms of this type must be a number from 0 to 1000.`;
  },
  get rate() {
    return t`Enter a nightly rate of at least ₹1, in whole rupees.`;
  },
  get extraGuestCharge() {
    return t`Enter the extra guest charge in whole rupees (0 for none).`;
  },
  get weekendRate() {
    return t`Enter a weekend rate in whole rupees, or leave it empty.`;
  },
  get time() {
    return t`Enter a time as HH:MM.`;
  },
  get nights() {
    return t`Nights must be from 1 to 30, the most at least the fewest.`;
  },
  get houseRules() {
    return t`House rules can be at most 1000 characters.`;
  },
  get choice() {
    return t`Choose one of the options.`;
  },
  get notYours() {
    return t`You can only set up rooms of your own hotel or short stay.`;
  },
};

const wholeNumber = (min: number, max: number, message: () => string) =>
  z.coerce.number(says(message)).int(says(message)).min(min, says(message)).max(max, says(message));
const clock = z
  .string(says(() => ROOM_TYPE_MESSAGES.time))
  .trim()
  .regex(
    /^([01]\d|2[0-3]):[0-5]\d$/,
    says(() => ROOM_TYPE_MESSAGES.time),
  );

/** What an owner sets up for a room type: the issue's list, each checked with its own message. */
export const roomTypeSchema = z
  .object({
    name: z
      .string(says(() => ROOM_TYPE_MESSAGES.name))
      .overwrite(withoutReordering)
      .trim()
      .min(
        1,
        says(() => ROOM_TYPE_MESSAGES.name),
      )
      .max(
        80,
        says(() => ROOM_TYPE_MESSAGES.name),
      ),
    beds: z
      .string(says(() => ROOM_TYPE_MESSAGES.beds))
      .trim()
      .min(
        1,
        says(() => ROOM_TYPE_MESSAGES.beds),
      )
      .max(
        80,
        says(() => ROOM_TYPE_MESSAGES.beds),
      ),
    maxGuests: wholeNumber(1, MOST_GUESTS, () => ROOM_TYPE_MESSAGES.maxGuests),
    includedGuests: wholeNumber(1, MOST_GUESTS, () => ROOM_TYPE_MESSAGES.includedGuests),
    roomCount: wholeNumber(0, 1000, () => ROOM_TYPE_MESSAGES.roomCount),
    nightlyRate: wholeNumber(1, 10_000_000, () => ROOM_TYPE_MESSAGES.rate),
    weekendRate: z
      .union(
        [z.literal(""), wholeNumber(1, 10_000_000, () => ROOM_TYPE_MESSAGES.weekendRate)],
        says(() => ROOM_TYPE_MESSAGES.weekendRate),
      )
      .optional()
      .transform((value) => (value === "" || value === undefined ? null : value)),
    extraGuestCharge: wholeNumber(0, 10_000_000, () => ROOM_TYPE_MESSAGES.extraGuestCharge),
    checkInTime: clock,
    checkOutTime: clock,
    minNights: wholeNumber(1, MOST_NIGHTS, () => ROOM_TYPE_MESSAGES.nights),
    maxNights: wholeNumber(1, MOST_NIGHTS, () => ROOM_TYPE_MESSAGES.nights),
    houseRules: z
      .string()
      .trim()
      .max(
        1000,
        says(() => ROOM_TYPE_MESSAGES.houseRules),
      )
      .optional()
      .transform((value) => value || null),
    bookingMode: z.enum(
      BOOKING_MODES,
      says(() => ROOM_TYPE_MESSAGES.choice),
    ),
    cancellationPolicy: z.enum(
      CANCELLATION_POLICIES,
      says(() => ROOM_TYPE_MESSAGES.choice),
    ),
  })
  .superRefine(
    (value, context) => {
      if (value.includedGuests > value.maxGuests) {
        context.addIssue({ code: "custom", path: ["includedGuests"], message: ROOM_TYPE_MESSAGES.includedGuests });
      }
      if (value.maxNights < value.minNights) {
        context.addIssue({ code: "custom", path: ["maxNights"], message: ROOM_TYPE_MESSAGES.nights });
      }
    },
    // Listed with every other problem of the form, even when a field it does not compare failed (an unknown choice);
    // a number that failed is NaN there, and NaN compares false.
    { when: ({ value }) => typeof value === "object" && value !== null },
  );

export type RoomTypeInput = z.output<typeof roomTypeSchema>;
export type RoomTypeField = keyof RoomTypeInput;
