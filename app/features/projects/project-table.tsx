import { msg, ph } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { AdminTableHead } from "~/components/ui/admin-table";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { CoverOrPlaceholder } from "~/components/ui/cover-or-placeholder";
import { Form, Link } from "~/components/ui/links";
import { label } from "~/content/labels";
import { formatRupees } from "~/lib/format";
import { i18n } from "~/lib/i18n";
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

const SOURCE_LABELS = { project: msg`Project`, "post-property": msg`Post Property`, buy: msg`Buys` } as const;

export function ProjectTable({ projects, confirmDeleteId, listPath, emptyText }: Props) {
  const { t } = useLingui();
  if (projects.length === 0) return <p className="text-gray-700">{emptyText}</p>;
  const confirming = projects.find((project) => project.id === confirmDeleteId);
  return (
    <div className="space-y-4">
      {confirming ? (
        <ConfirmPanel
          title={t`Delete “${ph({ name: confirming.projectBuildingName })}”?`}
          confirmLabel={t`Confirm delete`}
          cancelTo={listPath}
          action={listPath}
          fields={{ intent: "delete", projectId: confirming.id }}
        >
          <Trans>This deletes the project and its images for good.</Trans>
        </ConfirmPanel>
      ) : null}
      <div className="overflow-x-auto">
        <table className="stack-table w-full text-left">
          <caption className="sr-only">
            <Trans>Projects</Trans>
          </caption>
          <AdminTableHead
            columns={[
              { label: t`Cover`, srOnly: true },
              t`Name`,
              t`City`,
              t`Type`,
              { label: t`Price`, numeric: true },
              t`Shows in`,
              t`Actions`,
            ]}
          />
          <tbody>
            {projects.map((project) => {
              const nameId = `project-${project.id}`;
              const placements = PLACEMENTS.filter((p) => project[p.name]).map((p) => i18n._(p.label));
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
                  <td data-label={t`City`} className="py-2 pr-3">
                    {label(project.city)}
                  </td>
                  <td data-label={t`Type`} className="py-2 pr-3">
                    {[project.listingType, project.propertyType]
                      .flatMap((value) => (value ? [label(value)] : []))
                      .join(" · ") || i18n._(SOURCE_LABELS[project.source])}
                  </td>
                  <td data-label={t`Price`} className="py-2 pr-3 text-right tabular-nums">
                    {project.price === null ? t`Not available` : formatRupees(project.price)}
                  </td>
                  <td data-label={t`Shows in`} className="py-2 pr-3">
                    {placements.length > 0 ? placements.join(", ") : t`Admin only`}
                  </td>
                  <td className="py-2">
                    <div className="flex flex-wrap gap-2">
                      <Link
                        to={`/admin/projects/${project.id}/edit`}
                        aria-describedby={nameId}
                        className="rounded-md border border-gray-500 px-3 py-1.5 font-semibold text-gray-900 hover:bg-gray-100"
                      >
                        <Trans>Edit</Trans>
                      </Link>
                      <Form method="get" action={listPath} preventScrollReset>
                        <button
                          type="submit"
                          name="delete"
                          value={project.id}
                          aria-describedby={nameId}
                          className="rounded-md border border-red-700 px-3 py-1.5 font-semibold text-red-800 hover:bg-red-50"
                        >
                          <Trans>Delete</Trans>
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
