import { ph } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { FormMessage } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import type { Page } from "~/lib/pagination";
import type { AdminProjectList } from "./admin-project-lists";
import type { ProjectFormResult } from "./project-schema";
import { ProjectTable } from "./project-table";
import type { ProjectRow } from "./projects.server";
import { QuickPostingForm } from "./quick-posting-form";

type Props = {
  list: AdminProjectList;
  projects: Page<ProjectRow>;
  confirmDeleteId: string | null;
  result: ProjectFormResult | undefined;
  children?: React.ReactNode;
};

/** The shared frame of the admin project pages: optional posting form, then the list with Edit and Delete. */
export function ProjectListPage({ list, projects, confirmDeleteId, result, children }: Props) {
  const { t } = useLingui();
  const { title, intro, listPath, emptyText, posting } = list;
  const fromPosting = Boolean(result && (result.errors || result.savedId));
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
        <p className="mt-1 text-gray-700">{intro}</p>
        {children}
      </header>
      {result && !fromPosting ? <FormMessage tone={result.tone}>{result.message}</FormMessage> : null}
      {posting ? (
        <QuickPostingForm
          key={result?.savedId ?? "new"}
          heading={posting.heading}
          submitLabel={posting.submitLabel}
          intent="create"
          outcome={fromPosting ? result : undefined}
          errors={result?.errors}
          defaults={result?.errors ? result.values : undefined}
        />
      ) : null}
      <section aria-labelledby="project-list-heading">
        <h2 id="project-list-heading" className="mb-3 text-xl font-semibold">
          {t`${title} (${ph({ total: projects.total })})`}
        </h2>
        <ProjectTable
          projects={projects.items}
          confirmDeleteId={confirmDeleteId}
          listPath={listPath}
          emptyText={emptyText}
        />
        <Pagination page={projects.page} pageCount={projects.pageCount} label={t`${title} pages`} />
      </section>
    </div>
  );
}
