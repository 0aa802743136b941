import { ph } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { useNavigation } from "react-router";
import { FormMessage, SelectField, TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/links";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { label } from "~/content/labels";
import { PROJECT_POSSESSION_STATUSES } from "~/content/listing-options";
import type { ImageVariant } from "~/db/schema";
import type { FieldErrors } from "~/lib/field-errors";
import { i18n } from "~/lib/i18n";
import { bindFields, FieldError, type FormOutcome, fieldText, SaveButton } from "./project-form-fields";
import {
  ALL_PROJECT_PROPERTY_TYPES,
  AMENITIES,
  FACING_TYPES,
  PLACEMENTS,
  PROJECT_CITIES,
  PROJECT_LISTING_TYPE_OPTIONS,
  PROJECT_PROPERTY_TYPES,
  PROPERTY_CATEGORIES,
} from "./project-options";
import { CONFIGURATION_ROWS } from "./project-schema";
import type { ProjectConfiguration } from "./projects.server";

export type ProjectFormDefaults = Partial<
  Record<
    | "city"
    | "projectBuildingName"
    | "locality"
    | "pinCode"
    | "propertyCategory"
    | "listingType"
    | "propertyType"
    | "price"
    | "plotArea"
    | "facingType"
    | "amenities"
    | "showNewLaunch"
    | "showExplore"
    | "comingSoon"
    | "reraNumber"
    | "builderId"
    | "possessionStatus"
    | "possessionDate"
    | "towers"
    | "floors"
    | ConfigurationColumn,
    unknown
  >
>;

/** The configuration rows' inputs: one list per column, a row per configuration. */
const CONFIGURATION_COLUMNS = [
  "configName",
  "configCarpet",
  "configBuiltUp",
  "configSuper",
  "configPriceMin",
  "configPriceMax",
] as const;
type ConfigurationColumn = (typeof CONFIGURATION_COLUMNS)[number];

/** A saved project as the form's defaults: its configurations as columns, its possession month as YYYY-MM. */
export function savedProjectDefaults(project: {
  possessionDate: string | null;
  configurations: ProjectConfiguration[];
}): Partial<Record<ConfigurationColumn | "possessionDate", unknown>> {
  const column = (read: (configuration: ProjectConfiguration) => number | string | null) =>
    project.configurations.map((configuration) => fieldText(read(configuration)));
  return {
    possessionDate: project.possessionDate?.slice(0, 7) ?? "",
    configName: column((c) => c.name),
    configCarpet: column((c) => c.carpetArea),
    configBuiltUp: column((c) => c.builtUpArea),
    configSuper: column((c) => c.superBuiltUpArea),
    configPriceMin: column((c) => c.priceMin),
    configPriceMax: column((c) => c.priceMax),
  };
}

type Props = {
  defaults: ProjectFormDefaults;
  errors?: FieldErrors;
  outcome?: FormOutcome;
  submitLabel: string;
  /** Photos the project already has (edit): each can be marked for removal. */
  existingImages?: ImageVariant[][];
  /** The builders a project may be by. */
  builders: Array<{ id: string; name: string }>;
};

const checked = (value: unknown) => value === true || value === "on" || value === "true";

/** Stored values as options: the value stays English, the words shown follow the page. */
const labelled = (values: readonly string[]) => values.map((value) => ({ value, label: label(value) }));

function CheckboxGroup({ legend, children, error }: { legend: string; children: React.ReactNode; error?: string }) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-medium text-gray-900">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">{children}</div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

function Checkbox({
  name,
  value,
  label,
  defaultChecked,
}: {
  name: string;
  value?: string;
  label: string;
  defaultChecked: boolean;
}) {
  return (
    <label className="flex items-center gap-2">
      <input
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        className="size-4 accent-brand-700"
      />
      {label}
    </label>
  );
}

/** The Add New Project form, for a new project and for editing one. */
export function ProjectForm({ defaults, errors = {}, outcome, submitLabel, existingImages = [], builders }: Props) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const [category, setCategory] = useState(fieldText(defaults.propertyCategory));
  const types =
    category === "Residential" || category === "Commercial"
      ? PROJECT_PROPERTY_TYPES[category]
      : ALL_PROJECT_PROPERTY_TYPES;
  const field = bindFields(defaults, errors);
  const amenities = new Set(Array.isArray(defaults.amenities) ? defaults.amenities : []);
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="space-y-6">
      {outcome ? <FormMessage tone={outcome.tone}>{outcome.message}</FormMessage> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          label={t`City`}
          {...field("city")}
          placeholder={t`Select a city`}
          options={labelled(PROJECT_CITIES)}
        />
        <TextField label={t`Project or building name`} {...field("projectBuildingName")} maxLength={150} />
        <TextField label={t`Locality`} {...field("locality")} maxLength={150} />
        <TextField
          label={t`PIN code`}
          {...field("pinCode")}
          inputMode="numeric"
          maxLength={6}
          hint={t`Optional. Places the project on the map when its locality is not one we know.`}
        />
        <SelectField
          label={t`Property category`}
          name="propertyCategory"
          placeholder={t`Select a category`}
          options={labelled(PROPERTY_CATEGORIES)}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          error={errors.propertyCategory}
        />
        <SelectField
          label={t`Listing type`}
          {...field("listingType")}
          placeholder={t`Select a listing type`}
          options={PROJECT_LISTING_TYPE_OPTIONS.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
        />
        <SelectField
          // Changing the category clears the property type, as the specification says.
          key={category}
          label={t`Property type`}
          {...field("propertyType")}
          placeholder={t`Select a property type`}
          options={labelled(types)}
          defaultValue={category === fieldText(defaults.propertyCategory) ? fieldText(defaults.propertyType) : ""}
        />
        <TextField
          label={t`Price (₹)`}
          {...field("price")}
          inputMode="numeric"
          hint={t`Whole rupees, for example 4500000.`}
        />
        <TextField label={t`Plot area (sq ft)`} {...field("plotArea")} inputMode="numeric" />
        <SelectField
          label={t`Facing`}
          {...field("facingType")}
          placeholder={t`Select a facing`}
          options={labelled(FACING_TYPES)}
        />
        <TextField
          label={t`RERA registration number`}
          {...field("reraNumber")}
          maxLength={60}
          hint={t`UPRERAPRJ… in Uttar Pradesh, GGM/…/…/… in Gurugram.`}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          label={t`Builder`}
          {...field("builderId")}
          placeholder={t`No builder`}
          options={builders.map((builder) => ({ value: builder.id, label: builder.name }))}
        />
        <SelectField
          label={t`Status`}
          {...field("possessionStatus")}
          placeholder={t`Select a status`}
          options={labelled(PROJECT_POSSESSION_STATUSES)}
        />
        <TextField
          label={t`Possession (month)`}
          type="month"
          {...field("possessionDate")}
          hint={t`YYYY-MM, for example 2027-12.`}
        />
        <TextField label={t`Towers`} {...field("towers")} inputMode="numeric" />
        <TextField label={t`Floors`} {...field("floors")} inputMode="numeric" />
      </div>
      <ConfigurationRows defaults={defaults} error={errors.configName} />
      <CheckboxGroup legend={t`Amenities`} error={errors.amenities}>
        {AMENITIES.map((amenity) => (
          <Checkbox
            key={amenity}
            name="amenities"
            value={amenity}
            label={label(amenity)}
            defaultChecked={amenities.has(amenity)}
          />
        ))}
      </CheckboxGroup>
      {existingImages.length > 0 ? (
        <fieldset>
          <legend className="font-medium text-gray-900">
            <Trans>Current images</Trans>
          </legend>
          <ul className="mt-2 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {existingImages.map((image, i) => (
              <li key={image[0]?.key ?? i}>
                <ResponsiveImage
                  variants={image}
                  alt={t`Image ${ph({ number: i + 1 })}`}
                  sizes="10rem"
                  className="h-24 w-full rounded object-cover"
                />
                <Checkbox
                  name="removeImage"
                  value={image[0]?.key}
                  label={t`Remove image ${ph({ number: i + 1 })}`}
                  defaultChecked={false}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <ImagePicker error={errors.images} />
      <CheckboxGroup legend={t`Where it shows`}>
        {PLACEMENTS.map((placement) => (
          <Checkbox
            key={placement.name}
            name={placement.name}
            label={i18n._(placement.label)}
            defaultChecked={checked(defaults[placement.name])}
          />
        ))}
      </CheckboxGroup>
      <SaveButton saving={saving} label={submitLabel} />
    </Form>
  );
}

/** Up to four configurations (2 BHK, 3 BHK): name, areas in square feet and the price range in rupees. */
function ConfigurationRows({ defaults, error }: { defaults: ProjectFormDefaults; error?: string }) {
  const { t } = useLingui();
  const id = useId();
  const cell = (column: ConfigurationColumn, row: number) => {
    const values = defaults[column];
    return Array.isArray(values) ? fieldText(values[row]) : "";
  };
  const headings: Record<ConfigurationColumn, string> = {
    configName: t`Configuration`,
    configCarpet: t`Carpet area (sq ft)`,
    configBuiltUp: t`Built-up area (sq ft)`,
    configSuper: t`Super built-up area (sq ft)`,
    configPriceMin: t`Lowest price (₹)`,
    configPriceMax: t`Highest price (₹)`,
  };
  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="font-medium text-gray-900">
        <Trans>Configurations</Trans>
      </legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-gray-600">
        <Trans>
          One row per flat type, for example 2 BHK, 1050, 1180, 1320, 5200000, 5800000. Leave a row empty to skip it.
        </Trans>
      </p>
      {Array.from({ length: CONFIGURATION_ROWS }, (_, row) => {
        const n = row + 1;
        return (
          <div key={n} className="mt-3 grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {CONFIGURATION_COLUMNS.map((column) => {
              const heading = headings[column];
              return (
                <TextField
                  key={column}
                  label={t`${heading}, row ${n}`}
                  name={column}
                  defaultValue={cell(column, row)}
                  inputMode={column === "configName" ? undefined : "numeric"}
                  maxLength={40}
                />
              );
            })}
          </div>
        );
      })}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

function ImagePicker({ error }: { error?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-gray-900">
        <Trans>Images</Trans>
      </label>
      <input
        id={id}
        type="file"
        name="images"
        accept="image/*"
        multiple
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        className="mt-1 block w-full text-gray-900 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-gray-600">
        <Trans>Up to 10 images, 10 MB each. The first one is the cover.</Trans>
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
