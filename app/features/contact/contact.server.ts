import { data } from "react-router";
import { contacts } from "~/db/schema";
import { type MailMessage, queueMail } from "~/features/mail/mail.server";
import { CLIENT_IP_HEADER } from "~/lib/auth.server";
import { env } from "~/lib/env.server";
import type { Checked } from "~/lib/field-errors";
import { readSubmission, refusedProblem } from "~/lib/form-submission.server";
import { checkIdempotencyKey, createOnce, earlierResult } from "~/lib/idempotency.server";
import { logger } from "~/lib/logger.server";
import { SUBMISSION_KEY_FIELD } from "~/lib/submission-key";
import { hit } from "~/lib/throttle.server";
import {
  CONTACT_FIELDS,
  CONTACT_MESSAGES,
  type ContactField,
  type ContactFormResult,
  type ContactInput,
  contactSchema,
  HONEYPOT_FIELD,
} from "./contact-schema";

/** Messages one address may send in an hour: enough for a person, too few for a spammer. */
const MESSAGES_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export type ContactOutcome =
  | { ok: true; message: string }
  | { ok: false; status: 400; message: string; field?: ContactField }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number }
  | { ok: false; status: 500; message: string };

/** The project an enquiry asks about, and the address of the agent who represents it (null: no one does). */
export type EnquiryProject = { id: string; name: string; agentEmail: string | null };

/**
 * Checks and stores one enquiry. `city` is the city of the contact page it came from; `project` the project whose
 * page it was sent from, whose builder's agent gets it instead of GharStay's team.
 * A filled honeypot answers like a success so the bot learns nothing, and stores nothing.
 * A repeat with the same idempotency key (a retry after a lost answer) is answered without a second message.
 */
export async function submitContact(
  submitted: Checked<ContactInput, ContactField>,
  request: Request,
  city: string | null,
  idempotencyKey: string | null,
  project?: EnquiryProject,
): Promise<ContactOutcome> {
  const honeypot = submitted.values[HONEYPOT_FIELD];
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot != null) {
    logger.info({ city }, "contact form: honeypot filled, message discarded");
    return { ok: true, message: CONTACT_MESSAGES.sent };
  }
  if (!submitted.ok) return refusedProblem(submitted);
  const enquiry = submitted.value;
  // Keyed by the sender's e-mail, which stays the same when a phone's retry comes from another address.
  const claim = idempotencyKey ? { scope: `contact:${enquiry.email.toLowerCase()}`, key: idempotencyKey } : null;
  try {
    const earlier = await earlierResult<{ message: string }>(claim);
    // The answer is said again in this request's language rather than repeated as stored.
    if (earlier) return { ok: true, message: CONTACT_MESSAGES.sent };
    const ip = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
    const limit = await hit(`contact:${ip}`, MESSAGES_PER_HOUR, HOUR_MS);
    if (!limit.allowed) {
      return { ok: false, status: 429, message: CONTACT_MESSAGES.tooMany, retryAfterSeconds: limit.retryAfterSeconds };
    }
    await createOnce(claim, async (tx) => {
      await tx.insert(contacts).values({ ...enquiry, city, projectId: project?.id ?? null });
      await queueMail(tx, project ? projectEnquiryMail(enquiry, project) : enquiryMail(enquiry, city));
      return { status: 201, body: { message: CONTACT_MESSAGES.sent } };
    });
    return { ok: true, message: CONTACT_MESSAGES.sent };
  } catch (error) {
    logger.error({ err: error }, "contact form: could not store the message");
    return { ok: false, status: 500, message: CONTACT_MESSAGES.failed };
  }
}

/** The company's copy of an enquiry, written with it, so no message is stored without reaching the team. */
function enquiryMail(enquiry: ContactInput, city: string | null): MailMessage {
  return {
    kind: "contact-enquiry",
    to: env().SUPPORT_EMAIL,
    subject: `Enquiry from ${enquiry.name}${city ? ` (${city})` : ""}`,
    paragraphs: [
      `${enquiry.name} wrote through the contact form${city ? ` for ${city}` : ""}:`,
      enquiry.message,
      `E-mail: ${enquiry.email} · Mobile: ${enquiry.mobileNumber}`,
    ],
    action: { label: `Reply to ${enquiry.name}`, url: `mailto:${enquiry.email}` },
  };
}

/** An enquiry about a project goes to its builder's agent; GharStay's team gets it only when no one represents the project. */
function projectEnquiryMail(enquiry: ContactInput, project: EnquiryProject): MailMessage {
  return {
    kind: "contact-enquiry",
    to: project.agentEmail ?? env().SUPPORT_EMAIL,
    subject: `Enquiry about ${project.name} from ${enquiry.name}`,
    paragraphs: [
      `${enquiry.name} asked about ${project.name} on GharStay:`,
      enquiry.message,
      `E-mail: ${enquiry.email} · Mobile: ${enquiry.mobileNumber}`,
    ],
    action: { label: `Reply to ${enquiry.name}`, url: `mailto:${enquiry.email}` },
  };
}

/** The page action behind the contact form when it is posted without JavaScript. */
export async function handleContactForm(request: Request, city: string | null, project?: EnquiryProject) {
  const submission = await readSubmission(request, contactSchema);
  if (!submission.ok && submission.message) {
    return data<ContactFormResult>({ ok: false, message: submission.message }, { status: submission.status });
  }
  const key = checkIdempotencyKey(submission.values[SUBMISSION_KEY_FIELD] ?? null);
  if (!key.ok) return data<ContactFormResult>({ ok: false, message: key.message }, { status: 400 });
  const outcome = await submitContact(submission, request, city, key.key, project);
  if (outcome.ok) return data<ContactFormResult>({ ok: true, message: outcome.message });
  // Hand back what was typed so nothing is lost; the honeypot stays behind.
  const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, String(submission.values[field] ?? "")]));
  return data<ContactFormResult>(
    { ok: false, message: outcome.message, field: outcome.status === 400 ? outcome.field : undefined, values },
    outcomeInit(outcome),
  );
}

/** Status and headers for answering an outcome over HTTP, from the form action and the JSON API alike. */
export function outcomeInit(outcome: ContactOutcome): ResponseInit {
  if (outcome.ok) return { status: 200 };
  if (outcome.status === 429) return { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } };
  return { status: outcome.status };
}
