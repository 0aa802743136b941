import { t } from "@lingui/core/macro";
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { isGallerySlug } from "~/content/gallery";
import { database } from "~/db/client.server";
import { favourites } from "~/db/schema";

export const favouriteSchema = z.object({
  slug: z.string().refine(isGallerySlug, { error: () => t`Unknown property.` }),
  favourite: z.boolean({ error: () => t`Say whether it is a favourite.` }),
});

/** A signed-in user's gallery favourites; the gallery is small, so this is never more than a handful. */
export async function listFavourites(userId: string): Promise<string[]> {
  const rows = await database()
    .select({ slug: favourites.itemSlug })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(asc(favourites.createdAt));
  return rows.map((row) => row.slug);
}

export async function setFavourite(userId: string, slug: string, favourite: boolean): Promise<void> {
  if (favourite) {
    await database().insert(favourites).values({ userId, itemSlug: slug }).onConflictDoNothing();
  } else {
    await database()
      .delete(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.itemSlug, slug)));
  }
}
