import { useLingui } from "@lingui/react/macro";
import { MapPanel, type MapTiles } from "~/components/map-panel";
import { TextField } from "~/components/ui/field";
import { draftCentre } from "./listing-draft";
import type { StepProps } from "./wizard-fields";

/**
 * The owner's pin, under the PIN code and locality (issue 44): left alone, the listing stands at its locality's centre
 * (also without JavaScript); the map (ADR 051's, loaded when opened) lets them drag the pin, tap the spot or move a
 * focused pin with the arrow keys, and the latitude and longitude fields are the same point typed. The server keeps
 * the point inside the city (ADR 057).
 */
export function WizardPin({ draft, bind, set, tiles }: Omit<StepProps, "active"> & { tiles: MapTiles | undefined }) {
  const { t } = useLingui();
  const own = draft.latitude !== "" || draft.longitude !== "";
  const typed = { lat: Number(draft.latitude), lng: Number(draft.longitude) };
  const point =
    own && draft.latitude !== "" && draft.longitude !== "" && Number.isFinite(typed.lat) && Number.isFinite(typed.lng)
      ? typed
      : draftCentre(draft);
  return (
    <fieldset className="mt-6 space-y-3">
      <legend className="font-semibold text-gray-900">{t`Pin on the map`}</legend>
      <p className="text-sm text-gray-700">
        {own
          ? t`Your listing shows at your pin.`
          : t`Your listing shows at its locality's centre. To place it exactly, open the map and drag the pin, tap the spot, or focus the pin and use the arrow keys; or type its latitude and longitude.`}
      </p>
      <MapPanel
        id="listing-pin-map"
        pins="#listing-pin-map"
        tiles={tiles}
        clusterLabel={t`places here`}
        place={{
          fields: ["latitude", "longitude"],
          point,
          label: t`Your listing's pin. Use the arrow keys to move it.`,
        }}
        caption={t`Drag the pin or tap the map; a focused pin moves with the arrow keys.`}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`Latitude`} inputMode="decimal" autoComplete="off" maxLength={20} {...bind("latitude")} />
        <TextField label={t`Longitude`} inputMode="decimal" autoComplete="off" maxLength={20} {...bind("longitude")} />
      </div>
      {own ? (
        <button
          type="button"
          onClick={() => set({ latitude: "", longitude: "" })}
          className="rounded-md border border-gray-400 px-4 py-2 font-semibold text-gray-900 hover:bg-gray-50"
        >
          {t`Use the locality's centre`}
        </button>
      ) : null}
    </fieldset>
  );
}
