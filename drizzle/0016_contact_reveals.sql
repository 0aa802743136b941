-- Owners' e-mail and mobile reach only verified accounts that ask, at most 30 owners a day each, and every
-- reveal is kept for the owner to see; an owner may keep a listing to enquiries only (issue 40, ADR 033).
ALTER TABLE "listings" ADD COLUMN "owner_contact" text DEFAULT 'verified' NOT NULL;--> statement-breakpoint
CREATE TABLE "contact_reveals" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"viewer_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"listing_id" text NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_reveals" ADD CONSTRAINT "contact_reveals_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_reveals" ADD CONSTRAINT "contact_reveals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_reveals" ADD CONSTRAINT "contact_reveals_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_reveals_viewer_idx" ON "contact_reveals" USING btree ("viewer_id","revealed_at");--> statement-breakpoint
CREATE INDEX "contact_reveals_owner_idx" ON "contact_reveals" USING btree ("owner_id","revealed_at");
