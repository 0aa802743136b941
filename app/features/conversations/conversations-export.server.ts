import { asc, desc, eq } from "drizzle-orm";
import { database } from "~/db/client.server";
import { messageReports, quickReplies } from "~/db/schema";

/** An owner's saved quick replies, in their order, for 'Download my data'. */
export function quickRepliesForExport(userId: string) {
  return database()
    .select({ position: quickReplies.position, body: quickReplies.body })
    .from(quickReplies)
    .where(eq(quickReplies.userId, userId))
    .orderBy(asc(quickReplies.position));
}

/** The messages a person reported and what became of each report. */
export function messageReportsForExport(userId: string) {
  return database()
    .select({
      conversationId: messageReports.conversationId,
      messageId: messageReports.messageId,
      reason: messageReports.reason,
      status: messageReports.status,
      createdAt: messageReports.createdAt,
    })
    .from(messageReports)
    .where(eq(messageReports.reporterId, userId))
    .orderBy(desc(messageReports.createdAt));
}
