import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { enquiryPage, markEnquiriesRead } from "~/features/leads/enquiries.server";
import { pageFrom } from "~/lib/pagination";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/my-enquiries";

/**
 * GET /api/v1/me/enquiries?box=received (the owner's inbox, which reading marks read) or ?box=sent (the
 * seeker's own enquiries with their state), newest first, ?page= from 1.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  if (!user) return data({ error: t`Not logged in.` }, { status: 401 });
  const { searchParams } = new URL(request.url);
  const box = searchParams.get("box") ?? "received";
  if (box !== "received" && box !== "sent") return data({ error: t`box must be received or sent.` }, { status: 400 });
  const result = await enquiryPage(user.id, box, pageFrom(searchParams));
  if (box === "received") await markEnquiriesRead(user.id);
  return data({ box, ...result });
}
