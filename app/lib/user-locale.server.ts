import { eq } from "drizzle-orm";
import { type Database, database } from "~/db/client.server";
import { users } from "~/db/schema";
import { isLocale, type Locale } from "./i18n";
import { withLocale } from "./i18n.server";

/** The language a person reads GharStay in; English when unknown. Pass the transaction when inside one. */
export async function userLocale(userId: string, db: Database = database()): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return isLocale(row?.locale) ? row.locale : "en";
}

/**
 * Composes something for another person (an e-mail to a listing's owner) in that person's language rather than
 * the language of whoever's request caused it.
 */
export async function inLocaleOf<T>(userId: string, compose: () => T | Promise<T>, db?: Database): Promise<T> {
  return withLocale(await userLocale(userId, db), compose);
}

/**
 * The same for the guest of a booking: in their account's language when they have one, else in the language they
 * booked in (a guest without an account reads every e-mail of their booking in it).
 */
export function inLocaleOfGuest<T>(
  userId: string | null,
  bookedIn: string,
  compose: () => T | Promise<T>,
  db?: Database,
): Promise<T> {
  return userId
    ? inLocaleOf(userId, compose, db)
    : Promise.resolve(withLocale(isLocale(bookedIn) ? bookedIn : "en", compose));
}
