import { desc, eq } from "drizzle-orm";
import { database } from "~/db/client.server";
import { reviewReports, reviews, reviewVotes } from "~/db/schema";

/** The reviews a person wrote, with what became of each and the owner's reply, for 'Download my data'. */
export function reviewsWrittenForExport(userId: string) {
  return database()
    .select({
      id: reviews.id,
      listingId: reviews.listingId,
      bookingId: reviews.bookingId,
      side: reviews.side,
      rating: reviews.rating,
      categories: reviews.categories,
      body: reviews.body,
      status: reviews.status,
      removedReason: reviews.removedReason,
      reply: reviews.reply,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.authorId, userId))
    .orderBy(desc(reviews.createdAt));
}

/** The reviews a person reported and those they marked helpful. */
export async function reviewFlagsForExport(userId: string) {
  const [reported, helpful] = await Promise.all([
    database()
      .select({
        reviewId: reviewReports.reviewId,
        reason: reviewReports.reason,
        details: reviewReports.details,
        status: reviewReports.status,
        createdAt: reviewReports.createdAt,
      })
      .from(reviewReports)
      .where(eq(reviewReports.reporterId, userId))
      .orderBy(desc(reviewReports.createdAt)),
    database()
      .select({ reviewId: reviewVotes.reviewId, createdAt: reviewVotes.createdAt })
      .from(reviewVotes)
      .where(eq(reviewVotes.userId, userId))
      .orderBy(desc(reviewVotes.createdAt)),
  ]);
  return { reported, helpful };
}
