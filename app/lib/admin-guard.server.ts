import { assertSameOrigin } from "./csrf.server";
import { type CurrentUser, requireAdmin } from "./session.server";

/** Every admin action: same-origin POSTs only, then an Admin only (visitors go to /login, others get a 403). */
export async function requireAdminAction(request: Request): Promise<CurrentUser> {
  assertSameOrigin(request);
  return requireAdmin(request);
}
