import { adminPageMeta } from "~/features/moderation/admin-meta";
import { projectListAction } from "~/features/projects/project-actions.server";
import { loadProjectList } from "~/features/projects/project-list.server";
import { ProjectListPage } from "~/features/projects/project-list-page";
import type { Route } from "./+types/apartments";

export function meta() {
  return adminPageMeta({
    title: "Apartments | Admin | GharStay",
    description: "Post Property: properties listed by the GharStay team.",
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return loadProjectList(request, { source: "post-property" });
}

export function action({ request }: Route.ActionArgs) {
  return projectListAction(request, "post-property");
}

export default function AdminApartments({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProjectListPage
      title="Apartments"
      intro="Properties the GharStay team lists through the Post Property form."
      listPath="/admin/Apartments"
      emptyText="No properties posted yet."
      list={loaderData.list}
      confirmDeleteId={loaderData.confirmDeleteId}
      result={actionData}
      posting={{ heading: "Post Property", submitLabel: "Post Property" }}
    />
  );
}
