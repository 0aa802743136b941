import { adminPageMeta } from "~/features/moderation/admin-meta";
import { projectListAction } from "~/features/projects/project-actions.server";
import { loadProjectList } from "~/features/projects/project-list.server";
import { ProjectListPage } from "~/features/projects/project-list-page";
import type { Route } from "./+types/project-explore";

export function meta() {
  return adminPageMeta({
    title: "Project explore | Admin | GharStay",
    description: "Projects shown on the Explore page.",
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return loadProjectList(request, { placement: "showExplore" });
}

export function action({ request }: Route.ActionArgs) {
  return projectListAction(request);
}

export default function AdminProjectExplore({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProjectListPage
      title="Project explore"
      intro="Projects that show on the Explore page. Edit a project to change where it shows."
      listPath="/admin/ProjectExplore"
      emptyText="No projects show on the Explore page."
      list={loaderData.list}
      confirmDeleteId={loaderData.confirmDeleteId}
      result={actionData}
    />
  );
}
