import { Trans, useLingui } from "@lingui/react/macro";
import { SelectField, TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/links";
import { SUPPORTED_CITIES } from "~/content/cities";
import { label } from "~/content/labels";
import { PROJECT_POSTING_TYPES } from "~/content/listing-options";
import type { NewProjectFilters } from "./new-project-filters";

/**
 * The new-project filters: a GET form, so they apply only when Search is pressed and stay in
 * the URL. Reset asks the server for the list without filters.
 */
export function NewProjectFilterForm({ filters, path }: { filters: NewProjectFilters; path: string }) {
  const { t } = useLingui();
  const labelled = (values: readonly string[]) => values.map((value) => ({ value, label: label(value) }));
  return (
    <Form
      key={JSON.stringify(filters)}
      method="get"
      action={path}
      aria-label={t`Filter new projects`}
      className="grid gap-4 rounded-lg border border-gray-200 bg-gray-50 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto]"
    >
      <SelectField
        label={t`City`}
        name="city"
        options={labelled(SUPPORTED_CITIES)}
        placeholder={t`All cities`}
        defaultValue={filters.city ?? ""}
      />
      <SelectField
        label={t`Listing type`}
        name="listingType"
        options={labelled(PROJECT_POSTING_TYPES)}
        placeholder={t`All listing types`}
        defaultValue={filters.listingType ?? ""}
      />
      <TextField
        label={t`Project name`}
        name="name"
        type="search"
        maxLength={100}
        defaultValue={filters.name ?? ""}
        placeholder={t`Search by project name`}
      />
      <div className="flex items-end gap-2">
        <button type="submit" className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
          <Trans>Search</Trans>
        </button>
        <button
          type="submit"
          name="reset"
          value="1"
          className="rounded-md border border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Trans>Reset</Trans>
        </button>
      </div>
    </Form>
  );
}
