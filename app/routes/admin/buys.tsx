import { adminPageMeta } from "~/features/moderation/admin-meta";
import { projectListAction } from "~/features/projects/project-actions.server";
import { loadProjectList } from "~/features/projects/project-list.server";
import { ProjectListPage } from "~/features/projects/project-list-page";
import type { Route } from "./+types/buys";

export function meta() {
  return adminPageMeta({
    title: "Buys | Admin | GharStay",
    description: "Buys: properties for sale listed by the GharStay team.",
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return loadProjectList(request, { source: "buy" });
}

export function action({ request }: Route.ActionArgs) {
  return projectListAction(request, "buy");
}

export default function AdminBuys({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProjectListPage
      title="Buys"
      intro="Properties for sale the GharStay team lists through the Buys form."
      listPath="/admin/Buys"
      emptyText="No Buys postings yet."
      list={loaderData.list}
      confirmDeleteId={loaderData.confirmDeleteId}
      result={actionData}
      posting={{ heading: "Buys", submitLabel: "Submit" }}
    />
  );
}
