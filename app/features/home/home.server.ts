import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { SUPPORTED_CITIES } from "~/content/cities";
import { database } from "~/db/client.server";
import { type ImageVariant, listings, projects } from "~/db/schema";
import { listingCardColumns, withCovers } from "~/lib/listing-cards.server";

/** Enough for every position of the carousel on a wide screen without sending the whole table. */
const RECOMMENDED_LIMIT = 12;

/** The newest approved listings; pending ones never show on the public site. */
export async function recommendedListings() {
  const rows = await database()
    .select(listingCardColumns)
    .from(listings)
    .where(eq(listings.status, "approved"))
    .orderBy(desc(listings.createdAt))
    .limit(RECOMMENDED_LIMIT);
  return withCovers(rows);
}

export type CityProject = {
  id: string;
  city: string;
  projectBuildingName: string;
  locality: string;
  cover: ImageVariant[] | null;
};

/** The first project of each supported city, in the order of SUPPORTED_CITIES. */
export async function oneProjectPerCity(): Promise<CityProject[]> {
  const rows = await database()
    .selectDistinctOn([projects.city], {
      id: projects.id,
      city: projects.city,
      projectBuildingName: projects.projectBuildingName,
      locality: projects.locality,
      images: projects.images,
    })
    .from(projects)
    .where(and(inArray(projects.city, [...SUPPORTED_CITIES]), eq(projects.comingSoon, false)))
    .orderBy(asc(projects.city), asc(projects.createdAt));
  const byCity = new Map(rows.map((row) => [row.city, row]));
  return SUPPORTED_CITIES.flatMap((city) => {
    const row = byCity.get(city);
    if (!row) return [];
    const { images, ...project } = row;
    return [{ ...project, cover: images[0] ?? null }];
  });
}
