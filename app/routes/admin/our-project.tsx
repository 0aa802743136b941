import { Trans } from "@lingui/react/macro";
import { Link } from "~/components/ui/links";
import { adminPageMeta } from "~/features/moderation/admin-meta";
import { ADMIN_PROJECT_LISTS } from "~/features/projects/admin-project-lists";
import { loadProjectList, projectListPageAction } from "~/features/projects/project-list.server";
import { ProjectListPage } from "~/features/projects/project-list-page";
import type { Route } from "./+types/our-project";

const list = ADMIN_PROJECT_LISTS.ourProject;

export function meta() {
  return adminPageMeta(list.meta);
}

export function loader({ request }: Route.LoaderArgs) {
  return loadProjectList(request, list);
}

export function action({ request }: Route.ActionArgs) {
  return projectListPageAction(request, list);
}

export default function AdminOurProject({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProjectListPage list={list} {...loaderData} result={actionData}>
      <Link
        to="/admin/Postproject"
        className="mt-3 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        <Trans>Add New Project</Trans>
      </Link>
    </ProjectListPage>
  );
}
