import { desc, inArray } from "drizzle-orm";
import { database } from "~/db/client.server";
import { outbox } from "~/db/schema";

/**
 * The e-mails and text messages sent to a person's addresses: what each was and what became of it. Not their
 * content, which carries one-time links and codes.
 */
export async function messagesForExport(addresses: string[]) {
  if (addresses.length === 0) return [];
  return database()
    .select({
      kind: outbox.kind,
      channel: outbox.channel,
      toAddress: outbox.toAddress,
      subject: outbox.subject,
      status: outbox.status,
      sentAt: outbox.sentAt,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(inArray(outbox.toAddress, addresses))
    .orderBy(desc(outbox.createdAt));
}
