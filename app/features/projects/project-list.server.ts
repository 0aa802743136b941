import { pageFrom } from "~/lib/pagination";
import { requireAdmin } from "~/lib/session.server";
import type { AdminProjectList } from "./admin-project-lists";
import { projectListAction } from "./project-actions.server";
import { listProjects } from "./projects.server";

/** The loader of every admin project list: Admins only, one page, and the row awaiting delete confirmation. */
export async function loadProjectList(request: Request, list: AdminProjectList) {
  await requireAdmin(request);
  const { searchParams } = new URL(request.url);
  return {
    projects: await listProjects(list.scope, pageFrom(searchParams)),
    confirmDeleteId: searchParams.get("delete"),
  };
}

/** The action of every admin project list: Delete, and a posting of the list's source where it has a form. */
export function projectListPageAction(request: Request, list: AdminProjectList) {
  return projectListAction(request, list.posting?.source);
}
