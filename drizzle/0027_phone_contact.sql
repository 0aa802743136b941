-- A visitor's typed message kept across sign-up, and an owner's quick replies (issue 43, ADR 044).
CREATE TABLE "enquiry_drafts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"listing_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_replies" (
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "quick_replies_pk" PRIMARY KEY("user_id","position")
);
--> statement-breakpoint
ALTER TABLE "enquiry_drafts" ADD CONSTRAINT "enquiry_drafts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quick_replies" ADD CONSTRAINT "quick_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "enquiry_drafts_created_idx" ON "enquiry_drafts" USING btree ("created_at");
