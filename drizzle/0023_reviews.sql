-- Reviews from real stays (issue 45, ADR 040). A review belongs to one booking and one side of it: the guest reviews
-- the stay, the owner reviews the guest; one of each per booking. Neither is shown until both are in or the 14 days
-- after check-out have passed: `revealed_at` is set then, in the transaction of the second review or by the look that
-- closes windows, so a listing's page changes (and its cache drops) at that moment and never by the clock alone.
ALTER TABLE "bookings" ADD COLUMN "no_show_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"booking_id" text NOT NULL,
	"listing_id" text NOT NULL,
	"author_id" text,
	"side" text NOT NULL,
	"rating" integer NOT NULL,
	"categories" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"held_reason" text,
	"revealed_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_side_check" CHECK ("side" IN ('guest', 'host')),
	CONSTRAINT "reviews_status_check" CHECK ("status" IN ('published', 'held', 'removed'))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One review per booking and side: a second one, even sent twice at once, is refused by the database.
CREATE UNIQUE INDEX "reviews_booking_side_idx" ON "reviews" USING btree ("booking_id","side");--> statement-breakpoint
-- A listing's page: its guests' reviews that are shown, newest first.
CREATE INDEX "reviews_listing_shown_idx" ON "reviews" USING btree ("listing_id","created_at") WHERE "reviews"."side" = 'guest' AND "reviews"."status" = 'published' AND "reviews"."revealed_at" IS NOT NULL;--> statement-breakpoint
-- The look that reveals reviews whose window closed: only those still hidden.
CREATE INDEX "reviews_hidden_idx" ON "reviews" USING btree ("created_at") WHERE "reviews"."revealed_at" IS NULL;--> statement-breakpoint
-- The Admin's queue of reviews held for a phone number or a link.
CREATE INDEX "reviews_held_idx" ON "reviews" USING btree ("created_at") WHERE "reviews"."status" = 'held';--> statement-breakpoint
-- 'Was this helpful?': once per account and review.
CREATE TABLE "review_votes" (
	"review_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
