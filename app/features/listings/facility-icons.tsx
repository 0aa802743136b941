import type { Amenity } from "~/content/listing-options";

/** The eight facilities the listing page always shows with an icon, and the amenities that provide each. */
export const FACILITIES = [
  { name: "WiFi", providedBy: ["WiFi"] },
  { name: "Parking", providedBy: ["Parking"] },
  { name: "Gym", providedBy: ["Gym"] },
  { name: "Security", providedBy: ["Security"] },
  { name: "Lift", providedBy: ["Lift", "Service Elevators"] },
  { name: "Power Backup", providedBy: ["Power Backup"] },
  { name: "24x7 Water", providedBy: ["24x7 Water"] },
  { name: "Fire Safety", providedBy: ["Fire Safety"] },
] as const satisfies ReadonlyArray<{ name: Amenity; providedBy: readonly Amenity[] }>;

/** Amenities that one of the eight facilities already shows, so the page lists each only once. */
export const SHOWN_AS_FACILITY: ReadonlySet<string> = new Set(FACILITIES.flatMap((f) => f.providedBy));

/** A tick in a circle: the icon of an amenity that has no picture of its own. */
const TICKED = "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20M8 12l3 3 5-6";

const PATHS: Partial<Record<Amenity, string>> = {
  WiFi: "M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01",
  Parking: "M5 3h14v18H5zM9 17V7h4a3 3 0 0 1 0 6H9",
  Gym: "M6 7v10M18 7v10M3 10v4M21 10v4M6 12h12",
  Security: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4",
  Lift: "M6 3h12v18H6zM10 9l2-2 2 2M10 15l2 2 2-2",
  "Power Backup": "M13 2L4 14h7l-1 8 9-12h-7z",
  "24x7 Water": "M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11z",
  "Fire Safety": "M12 3c1 4 5 5 5 10a5 5 0 0 1-10 0c0-3 2-4 2-6 1 1 2 2 3 2 0-2-1-4 0-6z",
  AC: "M12 2v20M4 7l16 10M4 17L20 7M9 4l3 2 3-2M9 20l3-2 3 2",
  Meals: "M7 2v8M5 2v5a2 2 0 0 0 4 0V2M7 10v12M17 2c-2 2-3 5-3 8h3v12",
  Laundry: "M4 2h16v20H4zM4 7h16M12 10a5 5 0 1 0 0 10 5 5 0 0 0 0-10M7 4.5h.01",
  Housekeeping: "M19 3l-7 9M8 12h8l-2 9H6zM10 16v5M12 16v5",
  CCTV: "M3 7l13-3 2 6-13 3zM11 12l1 4h5M17 14v4",
  "Swimming Pool":
    "M2 18c2 0 2-1.5 4-1.5s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5M8 15V4a2 2 0 0 1 4 0M16 15V4a2 2 0 0 1 4 0M8 8h8",
  Balcony: "M3 12h18M4 12v9M8 12v9M12 12v9M16 12v9M20 12v9M3 21h18M7 3h10v9H7z",
  Clubhouse: "M3 11l9-8 9 8M5 9v12h14V9M10 21v-6h4v6",
  "Study Room": "M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4zM20 4h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z",
  "Medical Facility": "M9 3h6v6h6v6h-6v6H9v-6H3V9h6z",
  "Large Green Area": "M12 22v-7M12 2l6 9H6zM12 8l7 8H5z",
  "Indoor Games": "M4 4h16v16H4zM8.5 8.5h.01M15.5 15.5h.01M12 12h.01",
};

export function AmenityIcon({ name, className }: { name: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d={PATHS[name as Amenity] ?? TICKED} />
    </svg>
  );
}
