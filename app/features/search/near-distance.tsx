import { useLingui } from "@lingui/react/macro";
import { placeById, placeName } from "~/content/places";
import { currentLocale } from "~/lib/i18n";

/** '1.2 km from IIT Kanpur' on a card of a 'near' search: straight-line, as the search measures it (ADR 042). */
export function NearDistanceLine({ km, near }: { km: number | null | undefined; near: string | undefined }) {
  const { t } = useLingui();
  const place = near === undefined ? undefined : placeById(near);
  if (km === null || km === undefined || !place) return null;
  const distance = km.toLocaleString("en-IN", {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  });
  const name = placeName(place, currentLocale());
  return <p className="mt-1 text-sm font-medium text-gray-900">{t`${distance} km from ${name}`}</p>;
}
