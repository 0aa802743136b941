import { sql } from "drizzle-orm";
import { database } from "~/db/client.server";

/** Conversations an owner needs in the window before their figures show: fewer say more about luck than habit. */
export const REPLY_FIGURES_FROM = 5;
const WINDOW_DAYS = 30;
/** A seeker's question younger than this, still unanswered, is waiting, not ignored: it counts once it is older. */
const GRACE_HOURS = 24;

export type ReplyFigures = {
  /** Conversations counted: opened in the last 30 days, answered or at least a day old. */
  conversations: number;
  /** The share answered, 0 to 100. */
  ratePercent: number;
  /** The median time from a seeker's first message to the owner's first answer after it; null when none answered. */
  medianMinutes: number | null;
};

/**
 * How an owner answers (ADR 044): over the conversations opened in the last 30 days on any of their listings, the
 * share in which they answered the seeker's first message, and the median time that answer took. A question younger
 * than a day with no answer yet is left out, so a fresh enquiry does not count against an owner who has not had time.
 * Null below five conversations. One query on conversations_owner_idx and conversation_messages_conversation_idx.
 */
export async function ownerReplyFigures(ownerId: string): Promise<ReplyFigures | null> {
  const result = await database().execute<{ counted: number; replied: number; median_seconds: number | null }>(sql`
    with asked as (
      select c.id, c.owner_id,
        (select min(m.created_at) from conversation_messages m
          where m.conversation_id = c.id and m.sender_id = c.seeker_id) as asked_at
      from conversations c
      where c.owner_id = ${ownerId} and c.created_at >= now() - make_interval(days => ${WINDOW_DAYS})
    ), answered as (
      select a.asked_at,
        (select min(m.created_at) from conversation_messages m
          where m.conversation_id = a.id and m.sender_id = a.owner_id and m.created_at >= a.asked_at) as replied_at
      from asked a
      where a.asked_at is not null
    )
    select
      (count(*) filter (where replied_at is not null or asked_at < now() - make_interval(hours => ${GRACE_HOURS})))::int
        as counted,
      count(replied_at)::int as replied,
      percentile_cont(0.5) within group (order by extract(epoch from replied_at - asked_at))::float8 as median_seconds
    from answered`);
  const [row] = result.rows;
  if (!row || row.counted < REPLY_FIGURES_FROM) return null;
  return {
    conversations: row.counted,
    ratePercent: Math.round((row.replied / row.counted) * 100),
    medianMinutes: row.median_seconds === null ? null : Math.ceil(row.median_seconds / 60),
  };
}
