import { Link } from "react-router";
import { adminPageMeta } from "~/features/moderation/admin-meta";
import { projectListAction } from "~/features/projects/project-actions.server";
import { loadProjectList } from "~/features/projects/project-list.server";
import { ProjectListPage } from "~/features/projects/project-list-page";
import type { Route } from "./+types/our-project";

export function meta() {
  return adminPageMeta({
    title: "Our projects | Admin | GharStay",
    description: "GharStay projects with edit and delete, and the Create Project form.",
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return loadProjectList(request, { source: "project" });
}

export function action({ request }: Route.ActionArgs) {
  return projectListAction(request, "project");
}

export default function AdminOurProject({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProjectListPage
      title="Our projects"
      intro="Developer projects and new launches. Add one with all its details and images on Post project, or create a quick one below."
      listPath="/admin/ourproject"
      emptyText="No projects yet."
      list={loaderData.list}
      confirmDeleteId={loaderData.confirmDeleteId}
      result={actionData}
      posting={{ heading: "Create Project", submitLabel: "Create Project" }}
    >
      <Link
        to="/admin/Postproject"
        className="mt-3 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        Add New Project
      </Link>
    </ProjectListPage>
  );
}
