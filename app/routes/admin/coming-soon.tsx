import { adminPageMeta } from "~/features/moderation/admin-meta";
import { ADMIN_PROJECT_LISTS } from "~/features/projects/admin-project-lists";
import { loadProjectList, projectListPageAction } from "~/features/projects/project-list.server";
import { ProjectListPage } from "~/features/projects/project-list-page";
import type { Route } from "./+types/coming-soon";

const list = ADMIN_PROJECT_LISTS.comingSoon;

export function meta() {
  return adminPageMeta(list.meta);
}

export function loader({ request }: Route.LoaderArgs) {
  return loadProjectList(request, list);
}

export function action({ request }: Route.ActionArgs) {
  return projectListPageAction(request, list);
}

export default function AdminComingSoon({ loaderData, actionData }: Route.ComponentProps) {
  return <ProjectListPage list={list} {...loaderData} result={actionData} />;
}
