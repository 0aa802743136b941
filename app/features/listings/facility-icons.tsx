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
] as const;

export type FacilityName = (typeof FACILITIES)[number]["name"];

const PATHS: Record<FacilityName, string> = {
  WiFi: "M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01",
  Parking: "M5 3h14v18H5zM9 17V7h4a3 3 0 0 1 0 6H9",
  Gym: "M6 7v10M18 7v10M3 10v4M21 10v4M6 12h12",
  Security: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4",
  Lift: "M6 3h12v18H6zM10 9l2-2 2 2M10 15l2 2 2-2",
  "Power Backup": "M13 2L4 14h7l-1 8 9-12h-7z",
  "24x7 Water": "M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11z",
  "Fire Safety": "M12 3c1 4 5 5 5 10a5 5 0 0 1-10 0c0-3 2-4 2-6 1 1 2 2 3 2 0-2-1-4 0-6z",
};

export function FacilityIcon({ name, className }: { name: FacilityName; className?: string }) {
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
      <path d={PATHS[name]} />
    </svg>
  );
}
