CREATE TABLE "listing_checks" (
	"listing_id" text PRIMARY KEY NOT NULL,
	"checked_by_id" text,
	"checks" text[] NOT NULL,
	"note" text,
	"checked_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"mobile_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_images" ADD COLUMN "dhash" bigint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "rera_number" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "rera_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_number_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone GENERATED ALWAYS AS (case when phone_verified_number = mobile_number then phone_number_verified_at end) STORED;--> statement-breakpoint
ALTER TABLE "listing_checks" ADD CONSTRAINT "listing_checks_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_checks" ADD CONSTRAINT "listing_checks_checked_by_id_users_id_fk" FOREIGN KEY ("checked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_codes_user_idx" ON "phone_codes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_rera_idx" ON "listings" USING btree ("status","city","price") WHERE "listings"."rera_number" is not null;