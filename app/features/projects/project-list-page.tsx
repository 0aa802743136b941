import { FormMessage } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import type { Page } from "~/lib/pagination";
import type { ProjectFormResult } from "./project-schema";
import { ProjectTable } from "./project-table";
import type { ProjectRow } from "./projects.server";
import { QuickPostingForm } from "./quick-posting-form";

type Props = {
  title: string;
  intro: string;
  listPath: string;
  emptyText: string;
  list: Page<ProjectRow>;
  confirmDeleteId: string | null;
  result: ProjectFormResult | undefined;
  /** A posting form above the list (Buys, Post Property, Create Project). */
  posting?: { heading: string; submitLabel: string };
  children?: React.ReactNode;
};

/** The shared frame of the admin project pages: optional posting form, then the list with Edit and Delete. */
export function ProjectListPage({
  title,
  intro,
  listPath,
  emptyText,
  list,
  confirmDeleteId,
  result,
  posting,
  children,
}: Props) {
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
          {`${title} (${list.total})`}
        </h2>
        <ProjectTable
          projects={list.items}
          confirmDeleteId={confirmDeleteId}
          listPath={listPath}
          emptyText={emptyText}
        />
        <Pagination page={list.page} pageCount={list.pageCount} label={`${title} pages`} />
      </section>
    </div>
  );
}
