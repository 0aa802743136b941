import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { findCityContact } from "~/content/city-contacts";
import { outcomeInit, submitContact } from "~/features/contact/contact.server";
import { contactSchema } from "~/features/contact/contact-schema";
import { readSubmission } from "~/lib/form-submission.server";
import { checkIdempotencyKey } from "~/lib/idempotency.server";
import { IDEMPOTENCY_HEADER } from "~/lib/submission-key";
import type { Route } from "./+types/contact";

/**
 * JSON API of the contact form: POST /api/v1/contact with name, mobileNumber, email, message
 * and, from a city contact page, its key as `city`. The site's own form uses it when JavaScript runs.
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
  const outcome = await submitContact(submission, request, city?.city ?? null, key.key);
  if (outcome.ok) return data({ message: outcome.message }, { status: 201 });
  return data(
    { error: outcome.message, field: outcome.status === 400 ? outcome.field : undefined },
    outcomeInit(outcome),
  );
}

export function loader() {
  return data({ error: t`Use POST.` }, { status: 405 });
}
