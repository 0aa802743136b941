import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { findCityContact } from "~/content/city-contacts";
import { outcomeInit, submitContact } from "~/features/contact/contact.server";
import { contactSchema } from "~/features/contact/contact-schema";
import { projectEnquiryTarget } from "~/features/projects/builders.server";
import { readSubmission } from "~/lib/form-submission.server";
import { checkIdempotencyKey } from "~/lib/idempotency.server";
import { IDEMPOTENCY_HEADER } from "~/lib/submission-key";
import type { Route } from "./+types/contact";

/**
 * JSON API of the contact form: POST /api/v1/contact with name, mobileNumber, email, message
 * and, from a city contact page, its key as `city`, or from a project's enquiry page its id as `project` (the message
 * then goes to the builder's agent). The site's own form uses it when JavaScript runs.
 * A retry with the same Idempotency-Key gets the first answer and stores nothing more.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const key = checkIdempotencyKey(request.headers.get(IDEMPOTENCY_HEADER));
  if (!key.ok) return data({ error: key.message }, { status: 400 });
  const submission = await readSubmission(request, contactSchema, { json: true });
  if (!submission.ok && submission.message) return data({ error: submission.message }, { status: submission.status });
  const cityKey = submission.values.city;
  const city = cityKey == null || cityKey === "" ? null : findCityContact(String(cityKey));
  if (city === undefined) return data({ error: t`Unknown city.`, field: "city" }, { status: 400 });
  const projectId = submission.values.project;
  const project = projectId == null || projectId === "" ? null : await projectEnquiryTarget(String(projectId));
  if (project === null && projectId != null && projectId !== "") {
    return data({ error: t`Project not found.`, field: "project" }, { status: 400 });
  }
  const outcome = await submitContact(
    submission,
    request,
    project?.city ?? city?.city ?? null,
    key.key,
    project ?? undefined,
  );
  if (outcome.ok) return data({ message: outcome.message }, { status: 201 });
  return data(
    { error: outcome.message, field: outcome.status === 400 ? outcome.field : undefined },
    outcomeInit(outcome),
  );
}

export function loader() {
  return data({ error: t`Use POST.` }, { status: 405 });
}
