import { t } from "@lingui/core/macro";
import { and, eq, gt, lt } from "drizzle-orm";
import { database } from "~/db/client.server";
import { enquiryDrafts } from "~/db/schema";
import { isPublicListing } from "~/features/listings/listings";
import { listingForEnquiry } from "~/features/listings/listings.server";
import { CLIENT_IP_HEADER } from "~/lib/auth.server";
import { readSubmission, refusalMessage } from "~/lib/form-submission.server";
import { hit } from "~/lib/throttle.server";
import { z } from "~/lib/zod";
import { ENQUIRY_MESSAGES, enquirySchema } from "./enquiry-schema";

const HOUR_MS = 60 * 60 * 1000;
/** How long a kept message waits for its writer: a sign-up with its e-mail, or a forgotten password, fits in a day. */
const DRAFT_TTL_MS = 24 * HOUR_MS;
/** Messages one address may keep in an hour: a person asks a few owners; a flood of rows is refused. */
const DRAFTS_PER_HOUR = 20;
const DRAFT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Where a visitor goes to be able to send: sign up, or log in to an account they have. */
export const DRAFT_NEXT = ["sign", "login"] as const;

const draftSchema = enquirySchema.pick({ message: true }).extend({
  next: z.enum(DRAFT_NEXT, { error: () => t`Choose whether to sign up or log in.` }),
});

export type DraftOutcome =
  | { ok: true; returnTo: string; next: (typeof DRAFT_NEXT)[number] }
  | { ok: false; status: 400 | 404 | 413 | 415 | 429; message: string; retryAfterSeconds?: number };

/** The listing again, at its 'Contact owner' form, with the kept message in it. */
const listingWithDraft = (listingId: string, draftId: string) =>
  `/property/${encodeURIComponent(listingId)}?draft=${draftId}#contact-owner`;

/**
 * Keeps what a visitor typed to an owner before they sign up or log in, and answers where to come back to: the
 * listing, whose 'Contact owner' form shows it again once they are signed in. Checked as the enquiry's message is
 * (1 to 2,000 characters), only for a public listing, at most 20 an hour per address; kept drafts older than a day go.
 */
export async function keepEnquiryDraft(request: Request, listingId: string): Promise<DraftOutcome> {
  const submission = await readSubmission(request, draftSchema);
  if (!submission.ok) return { ok: false, status: submission.status, message: refusalMessage(submission) };
  const listing = await listingForEnquiry(listingId);
  if (!listing || !isPublicListing(listing)) return { ok: false, status: 404, message: ENQUIRY_MESSAGES.notFound };
  const address = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
  const limit = await hit(`enquiry-draft:ip:${address}`, DRAFTS_PER_HOUR, HOUR_MS);
  if (!limit.allowed) {
    return { ok: false, status: 429, message: ENQUIRY_MESSAGES.tooMany, retryAfterSeconds: limit.retryAfterSeconds };
  }
  const [draft] = await database().transaction(async (tx) => {
    await tx.delete(enquiryDrafts).where(lt(enquiryDrafts.createdAt, new Date(Date.now() - DRAFT_TTL_MS)));
    return tx
      .insert(enquiryDrafts)
      .values({ listingId: listing.id, body: submission.value.message })
      .returning({ id: enquiryDrafts.id });
  });
  return { ok: true, returnTo: listingWithDraft(listing.id, draft.id), next: submission.value.next };
}

/**
 * The kept message for a listing's page, or null. Only for a signed-in viewer: a visitor's copy of the page is the
 * one the page cache gives every visitor (ADR 022), which must never carry one person's words.
 */
export async function enquiryDraft(
  request: Request,
  listingId: string,
  viewer: { id: string } | null,
): Promise<string | null> {
  const id = new URL(request.url).searchParams.get("draft");
  if (!viewer || !id || !DRAFT_ID.test(id)) return null;
  const [draft] = await database()
    .select({ body: enquiryDrafts.body })
    .from(enquiryDrafts)
    .where(
      and(
        eq(enquiryDrafts.id, id),
        eq(enquiryDrafts.listingId, listingId),
        gt(enquiryDrafts.createdAt, new Date(Date.now() - DRAFT_TTL_MS)),
      ),
    );
  return draft?.body ?? null;
}
