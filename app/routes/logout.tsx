import { logOut } from "~/features/accounts/accounts.server";
import { redirect } from "~/lib/redirect";
import type { Route } from "./+types/logout";

/** POST /logout: ends the session on the server and clears its cookie. */
export async function action({ request }: Route.ActionArgs) {
  throw redirect("/login", { headers: await logOut(request) });
}

/** Logging out changes state, so a plain visit does nothing but lead back to the profile. */
export function loader() {
  throw redirect("/profile");
}
