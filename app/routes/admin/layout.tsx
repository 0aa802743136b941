import { Outlet } from "react-router";
import { AdminSidebar } from "~/features/moderation/admin-sidebar";
import type { RouteHandle } from "~/lib/route-handle";
import { requireAdmin } from "~/lib/session.server";
import type { Route } from "./+types/layout";

export const handle: RouteHandle = { hideHelp: true };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminLayout() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 lg:grid-cols-[14rem_1fr]">
      <aside className="rounded-lg border border-gray-200 bg-gray-50 p-3">
        <AdminSidebar />
      </aside>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
