import { type SQL, sql } from "drizzle-orm";
import { KINDS, LISTING_KINDS } from "~/content/catalogue";
import type { Database } from "~/db/client.server";

/** The travellers who wrote the synthetic reviews and found them helpful. */
const GUESTS = 2_000;
/** The owner of the listing with many reviews: the one listing of the synthetic set with an owner. */
export const REVIEWED_LISTING_OWNER = "synthetic-owner";

const FIRST_NAMES = [
  "Aarav",
  "Ananya",
  "Vihaan",
  "Diya",
  "Arjun",
  "Ishita",
  "Kabir",
  "Meera",
  "Rohan",
  "Saanvi",
  "Aditya",
  "Priya",
  "Karan",
  "Neha",
  "Siddharth",
  "Pooja",
  "Rahul",
  "Kavya",
  "Aman",
  "Shreya",
  "Farhan",
  "Zoya",
  "Harpreet",
  "Lakshmi",
];
const LAST_NAMES = [
  "Sharma",
  "Verma",
  "Gupta",
  "Singh",
  "Iyer",
  "Khan",
  "Mishra",
  "Reddy",
  "Patel",
  "Das",
  "Nair",
  "Srivastava",
  "Tiwari",
  "Chatterjee",
  "Agarwal",
  "Joshi",
];
/** A review's words, by how it went: a start, a part about the place, an end. */
const GOOD = [
  "Lovely stay, exactly as the photos showed.",
  "Clean rooms and a very helpful owner.",
  "We felt at home from the first evening.",
  "Good value for the price, would book again.",
  "Everything was well kept and quiet at night.",
  "The staff met us at the gate and sorted out everything quickly.",
];
const MIXED = [
  "A decent place for a short stay.",
  "Fine overall, though the room was smaller than expected.",
  "Good location, but the water heater took a while each morning.",
  "Okay for the price; the wifi dropped now and then.",
  "The check-in was slow, the room itself was alright.",
];
const POOR = [
  "Not what the listing promised.",
  "The room was not cleaned before we arrived.",
  "Noisy at night and the owner did not answer calls.",
  "Power cuts every evening and no backup as listed.",
];
const ABOUT = [
  "The market is a short walk away and autos are easy to find.",
  "It is close to the metro, which made getting around simple.",
  "Breakfast was simple but fresh, with hot parathas.",
  "The neighbourhood is safe for walking after dark.",
  "Parking was available inside the compound.",
  "The bathroom was clean and had hot water.",
  "Mattresses were firm and the linen was fresh.",
  "The terrace has a nice view in the evening.",
];
const ENDINGS = [
  "Recommended for families.",
  "Good for students and working people.",
  "Ideal if you travel for work.",
  "Would stay here again on our next visit.",
  "Ask for a room away from the road.",
];
const REPLIES = [
  "Thank you for staying with us. We look forward to welcoming you again.",
  "Thank you for the feedback. We have fixed the water heater since your stay.",
  "We are sorry about the noise; the rooms at the back are now kept for guests who want quiet.",
  "Thank you! Our staff will be glad to read this.",
];

const texts = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
/** The `n`th of `values` (wrapping round), as SQL. */
const pick = (values: readonly string[], n: SQL) => sql`(${texts(values)})[1 + (${n}) % ${values.length}::int]`;

/** Each listing type's review categories, as the catalogue declares them for its kind. */
const categoriesOf = sql`case l.listing_type ${sql.join(
  LISTING_KINDS.filter((kind) => KINDS[kind].reviewCategories.length > 0).map(
    (kind) => sql`when ${KINDS[kind].listingType} then ${texts(KINDS[kind].reviewCategories)}`,
  ),
  sql` `,
)} else array[]::text[] end`;

/**
 * The stays of a plan: rows (listing_id, listing_type, owner_id, reviews, quality) give each listing its number of
 * reviews and a typical rating. Each stay has a hash that picks its dates, traveller, stars and words, so the
 * booking and its review, inserted apart, agree. Every stay ended more than 14 days ago: its review window closed.
 */
const stays = (plan: SQL) => sql`
  (${plan}) l
  cross join lateral generate_series(1, l.reviews) j
  cross join lateral (select hashtext(l.listing_id || '/' || j) & 2147483647 as h) s
  cross join lateral (
    select
      'synthetic-booking-' || l.listing_id || '-' || j as booking_id,
      current_date - (20 + 2 * j + s.h % 5) as check_in,
      1 + s.h / 5 % 4 as nights,
      'synthetic-guest-' || (1 + s.h / 20 % ${GUESTS}::int) as guest_id,
      -- Mostly the listing's typical rating, one star more a quarter of the time, one less an eighth.
      least(5, greatest(1, l.quality + (s.h / 80 % 8 - 3) / 3)) as rating
  ) st`;

/** Guests' published, revealed reviews of the plan's listings, each after a booking of its own that ended. */
async function insertReviews(db: Database, plan: SQL): Promise<void> {
  await db.execute(sql`
    insert into room_types (id, listing_id, name, beds, max_guests, room_count, nightly_rate)
    select 'synthetic-room-' || l.listing_id, l.listing_id, 'Standard Room', 'Double bed', 2, 5, 2500
    from (${plan}) l where l.reviews > 0
    on conflict do nothing`);
  await db.execute(sql`
    insert into bookings (id, reference, listing_id, room_type_id, owner_id, traveller_id, guest_name, guest_mobile,
      guest_email, guests, check_in, check_out, status, quote, total_paise, cancellation_policy, created_at, updated_at)
    select st.booking_id, 'GS-' || upper(substr(md5(st.booking_id), 1, 12)), l.listing_id,
      'synthetic-room-' || l.listing_id, l.owner_id, g.id, g.name, g.mobile_number, g.email, 2, st.check_in,
      st.check_in + st.nights, 'confirmed', '{}'::jsonb, st.nights * 250000, 'moderate', st.check_in - 10,
      st.check_in - 10
    from ${stays(plan)} join users g on g.id = st.guest_id`);
  await db.execute(sql`
    insert into reviews (booking_id, listing_id, author_id, side, rating, categories, body, status, revealed_at,
      created_at)
    select st.booking_id, l.listing_id, st.guest_id, 'guest', st.rating,
      coalesce(
        (select jsonb_object_agg(c, least(5, greatest(1, st.rating + (hashtext(c || s.h) & 2147483647) % 3 - 1)))
          from unnest(${categoriesOf}) c),
        '{}'::jsonb),
      case when st.rating >= 4 then ${pick(GOOD, sql`s.h`)} when st.rating = 3 then ${pick(MIXED, sql`s.h`)}
        else ${pick(POOR, sql`s.h`)} end
        || ' ' || ${pick(ABOUT, sql`s.h / 7`)} || ' ' || ${pick(ENDINGS, sql`s.h / 61`)},
      'published',
      -- Revealed when the window closed: the owner did not review the guest.
      st.check_in + st.nights + 14,
      st.check_in + st.nights + 1 + s.h % 6 + make_interval(mins => s.h % 1440)
    from ${stays(plan)}`);
}

/** Travellers with accounts: the synthetic reviews' authors and voters. */
export async function insertSyntheticGuests(db: Database): Promise<void> {
  await db.execute(sql`
    insert into users (id, name, email, email_verified, role, mobile_number)
    select 'synthetic-guest-' || n,
      ${pick(FIRST_NAMES, sql`n`)} || ' ' || ${pick(LAST_NAMES, sql`n / ${FIRST_NAMES.length}::int`)},
      'synthetic-guest-' || n || '@example.com', true, 'Client', '9' || lpad(n::text, 9, '0')
    from generate_series(1, ${GUESTS}::int) n
    on conflict do nothing`);
}

/**
 * Reviews of the listings whose ids are after `after` and up to `upTo` (to the end when null), but `except`: half of
 * the listings of kinds guests review have none, a sixth one or two, a quarter 3 to 8; each listing's typical rating
 * is 2 to 5 stars, so 'Rated 4+' keeps some and 'Best rated' has an order to find.
 */
export async function insertSyntheticReviews(
  db: Database,
  { after, upTo, except }: { after: string; upTo: string | null; except: string },
): Promise<void> {
  await insertReviews(
    db,
    sql`
      select id as listing_id, listing_type, user_id as owner_id,
        case when h % 20 < 12 then 0 when h % 20 < 15 then 1 + h / 20 % 2 else 3 + h / 40 % 6 end as reviews,
        2 + h / 240 % 4 as quality
      from (select id, listing_type, user_id, hashtext(id) & 2147483647 as h from listings
        where id > ${after} ${upTo === null ? sql`` : sql`and id <= ${upTo}`} and id <> ${except}
          and status = 'approved' and listing_type <> 'Sell') listed`,
  );
}

/**
 * Gives a listing an owner and `count` reviews of 4 stars or so over the last years, a third of them found helpful
 * by 1 to 30 travellers, and the owner's reply under one in twenty.
 */
export async function insertReviewedListing(db: Database, listingId: string, count: number): Promise<void> {
  await db.execute(sql`
    insert into users (id, name, email, email_verified, role, mobile_number)
    values (${REVIEWED_LISTING_OWNER}, 'Rakesh Verma', 'synthetic-owner@example.com', true, 'Owner', '9415012345')
    on conflict do nothing`);
  await db.execute(sql`update listings set user_id = ${REVIEWED_LISTING_OWNER} where id = ${listingId}`);
  await insertReviews(
    db,
    sql`select id as listing_id, listing_type, user_id as owner_id, ${count}::int as reviews, 4 as quality
      from listings where id = ${listingId}`,
  );
  await db.execute(sql`
    insert into review_votes (review_id, user_id, created_at)
    select r.id, 'synthetic-guest-' || (1 + (r.h + 7 * k) % ${GUESTS}::int), r.created_at + make_interval(days => k)
    from (select id, author_id, created_at, hashtext(id) & 2147483647 as h from reviews where listing_id = ${listingId}) r
      cross join lateral generate_series(1, case when r.h % 3 = 0 then 1 + r.h / 3 % 30 else 0 end) k
    where 'synthetic-guest-' || (1 + (r.h + 7 * k) % ${GUESTS}::int) <> r.author_id`);
  await db.execute(sql`
    update reviews set helpful_count = voted.count
    from (select review_id, count(*)::int as count from review_votes group by review_id) voted
    where voted.review_id = reviews.id and reviews.listing_id = ${listingId}`);
  await db.execute(sql`
    update reviews set reply = ${pick(REPLIES, sql`(hashtext(id) & 2147483647) / 20`)},
      replied_at = created_at + interval '1 day'
    where listing_id = ${listingId} and (hashtext(id) & 2147483647) % 20 = 0`);
}
