-- Gallery favourites and saved listings become one table (issue 41, ADR 047): a row is one heart an account
-- pressed, on a listing or on a gallery property. The gallery's table grows a listing column, takes the saved
-- listings in with their dates, and the second table goes.
ALTER TABLE "favourites" DROP CONSTRAINT "favourites_user_id_item_slug_pk";--> statement-breakpoint
ALTER TABLE "favourites" RENAME COLUMN "item_slug" TO "gallery_slug";--> statement-breakpoint
ALTER TABLE "favourites" ALTER COLUMN "gallery_slug" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "favourites" ADD COLUMN "listing_id" text;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_one_item" CHECK (("listing_id" IS NULL) <> ("gallery_slug" IS NULL));--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_listing_idx" ON "favourites" USING btree ("user_id","listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_gallery_idx" ON "favourites" USING btree ("user_id","gallery_slug");--> statement-breakpoint
CREATE INDEX "favourites_user_idx" ON "favourites" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- A listing saved twice over (never today: the old key forbade it) is kept once, with its first date.
INSERT INTO "favourites" ("user_id", "listing_id", "created_at")
  SELECT "user_id", "listing_id", min("created_at") FROM "saved_listings" GROUP BY "user_id", "listing_id"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "saved_listings";
