import { AdminTableHead } from "~/components/ui/admin-table";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { CoverOrPlaceholder } from "~/components/ui/cover-or-placeholder";
import { Form, Link } from "~/components/ui/links";
import { formatRupees } from "~/lib/format";
import { PLACEMENTS } from "./project-options";
import type { ProjectRow } from "./projects.server";

type Props = {
  projects: ProjectRow[];
  /** The project whose deletion is being confirmed (from ?delete=). */
  confirmDeleteId: string | null;
  /** This list's own address, where Delete posts and Cancel returns. */
  listPath: string;
  emptyText: string;
};

const SOURCE_LABELS = { project: "Project", "post-property": "Post Property", buy: "Buys" } as const;

export function ProjectTable({ projects, confirmDeleteId, listPath, emptyText }: Props) {
  if (projects.length === 0) return <p className="text-gray-700">{emptyText}</p>;
  const confirming = projects.find((project) => project.id === confirmDeleteId);
  return (
    <div className="space-y-4">
      {confirming ? (
        <ConfirmPanel
          title={`Delete “${confirming.projectBuildingName}”?`}
          confirmLabel="Confirm delete"
          cancelTo={listPath}
          action={listPath}
          fields={{ intent: "delete", projectId: confirming.id }}
        >
          This deletes the project and its images for good.
        </ConfirmPanel>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left">
          <caption className="sr-only">Projects</caption>
          <AdminTableHead
            columns={[
              { label: "Cover", srOnly: true },
              "Name",
              "City",
              "Type",
              { label: "Price", numeric: true },
              "Shows in",
              "Actions",
            ]}
          />
          <tbody>
            {projects.map((project) => {
              const nameId = `project-${project.id}`;
              const placements = PLACEMENTS.filter((p) => project[p.name]).map((p) => p.label);
              return (
                <tr key={project.id} className="border-b border-gray-100 align-top">
                  <td className="py-2 pr-3">
                    <CoverOrPlaceholder
                      cover={project.cover}
                      sizes="6rem"
                      className="h-14 w-24 rounded object-cover"
                      placeholderClassName="text-sm text-gray-600"
                    />
                  </td>
                  <th scope="row" id={nameId} className="py-2 pr-3 font-medium">
                    {project.projectBuildingName}
                    <span className="block text-sm font-normal text-gray-700">{project.locality}</span>
                  </th>
                  <td className="py-2 pr-3">{project.city}</td>
                  <td className="py-2 pr-3">
                    {[project.listingType, project.propertyType].filter(Boolean).join(" · ") ||
                      SOURCE_LABELS[project.source]}
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {project.price === null ? "Not available" : formatRupees(project.price)}
                  </td>
                  <td className="py-2 pr-3">{placements.length > 0 ? placements.join(", ") : "Admin only"}</td>
                  <td className="py-2">
                    <div className="flex flex-wrap gap-2">
                      <Link
                        to={`/admin/projects/${project.id}/edit`}
                        aria-describedby={nameId}
                        className="rounded-md border border-gray-500 px-3 py-1.5 font-semibold text-gray-900 hover:bg-gray-100"
                      >
                        Edit
                      </Link>
                      <Form method="get" action={listPath}>
                        <button
                          type="submit"
                          name="delete"
                          value={project.id}
                          aria-describedby={nameId}
                          className="rounded-md border border-red-700 px-3 py-1.5 font-semibold text-red-800 hover:bg-red-50"
                        >
                          Delete
                        </button>
                      </Form>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
