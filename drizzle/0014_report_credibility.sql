CREATE TABLE "account_sightings" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"hash" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_sightings_user_id_kind_hash_pk" PRIMARY KEY("user_id","kind","hash")
);
--> statement-breakpoint
ALTER TABLE "account_sightings" ADD CONSTRAINT "account_sightings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_sightings_hash_idx" ON "account_sightings" USING btree ("kind","hash");--> statement-breakpoint
CREATE INDEX "account_sightings_seen_idx" ON "account_sightings" USING btree ("last_seen_at");--> statement-breakpoint
ALTER TABLE "listing_reports" ADD COLUMN "counts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD COLUMN "not_counted_because" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Reports filed before reporters were checked are kept, marked as such; a listing they held stays held for an Admin.
UPDATE "listing_reports" SET "not_counted_because" = '{unchecked}';
