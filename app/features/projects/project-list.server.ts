import { pageFrom } from "~/lib/pagination";
import { requireAdmin } from "~/lib/session.server";
import { listProjects, type ProjectScope } from "./projects.server";

/** The loader of every admin project list: Admins only, one page, and the row awaiting delete confirmation. */
export async function loadProjectList(request: Request, scope: ProjectScope) {
  await requireAdmin(request);
  const { searchParams } = new URL(request.url);
  return {
    list: await listProjects(scope, pageFrom(searchParams)),
    confirmDeleteId: searchParams.get("delete"),
  };
}
