import { data } from "react-router";
import { findCityContact } from "~/content/city-contacts";
import { outcomeInit, submitContact } from "~/features/contact/contact.server";
import type { Route } from "./+types/contact";

/**
 * JSON API of the contact form: POST /api/v1/contact with name, mobileNumber, email, message
 * and, from a city contact page, its key as `city`. The site's own form uses it when JavaScript runs.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Method not allowed." }, { status: 405 });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return data({ error: "Send the enquiry as a JSON object." }, { status: 400 });
  }
  const cityKey = (body as { city?: unknown } | null)?.city;
  const city = cityKey == null || cityKey === "" ? null : findCityContact(String(cityKey));
  if (city === undefined) return data({ error: "Unknown city.", field: "city" }, { status: 400 });
  const outcome = await submitContact(body, request, city?.city ?? null);
  if (outcome.ok) return data({ message: outcome.message }, { status: 201 });
  return data(
    { error: outcome.message, field: outcome.status === 400 ? outcome.field : undefined },
    outcomeInit(outcome),
  );
}

export function loader() {
  return data({ error: "Use POST." }, { status: 405 });
}
