import { requireAdmin } from "~/lib/session.server";
import type { Route } from "./+types/not-found";

/** An unknown admin address: only an Admin learns it does not exist; everyone else is refused first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw new Response("Not Found", { status: 404 });
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  throw new Response("Not Found", { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
