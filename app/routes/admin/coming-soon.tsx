import { adminPageMeta } from "~/features/moderation/admin-meta";
import { projectListAction } from "~/features/projects/project-actions.server";
import { loadProjectList } from "~/features/projects/project-list.server";
import { ProjectListPage } from "~/features/projects/project-list-page";
import type { Route } from "./+types/coming-soon";

export function meta() {
  return adminPageMeta({ title: "Coming soon | Admin | GharStay", description: "Projects announced as coming soon." });
}

export function loader({ request }: Route.LoaderArgs) {
  return loadProjectList(request, { placement: "comingSoon" });
}

export function action({ request }: Route.ActionArgs) {
  return projectListAction(request);
}

export default function AdminComingSoon({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProjectListPage
      title="Coming soon"
      intro="Projects announced as coming soon. Edit a project to change where it shows."
      listPath="/admin/ComingSoon"
      emptyText="No projects are marked coming soon."
      list={loaderData.list}
      confirmDeleteId={loaderData.confirmDeleteId}
      result={actionData}
    />
  );
}
