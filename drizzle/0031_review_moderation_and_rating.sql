-- Moderation of reviews (issue 45, ADR 050). Anyone signed in may report a review for a reason; an Admin releases a
-- review held for a phone number or a link, or removes one with a reason its author is told. A review is never edited.
ALTER TABLE "reviews" ADD COLUMN "removed_reason" text;
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "decided_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"review_id" text NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_status_check" CHECK ("status" IN ('open', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One report per account and review: reporting twice adds no weight.
CREATE UNIQUE INDEX "review_reports_review_reporter_idx" ON "review_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
-- The Admin's queue: reviews with open reports.
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("review_id") WHERE "review_reports"."status" = 'open';
--> statement-breakpoint
-- 'Rated 4+' and 'Best rated' (ADR 050) read a listing's shown guest reviews as two numbers kept on the listing: how
-- many, and their stars added up. Kept here rather than counted per search, so a search over 100,000 listings reads
-- two columns, and so the search index, which reads listings, has them.
ALTER TABLE "listings" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "review_stars" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "listings" SET "review_count" = shown."count", "review_stars" = shown."stars"
FROM (
	SELECT "listing_id", count(*)::int AS "count", sum("rating")::int AS "stars" FROM "reviews"
	WHERE "side" = 'guest' AND "status" = 'published' AND "revealed_at" IS NOT NULL GROUP BY "listing_id"
) AS shown
WHERE shown."listing_id" = "listings"."id";
--> statement-breakpoint
-- A guest's review that starts or stops being shown (published and revealed) moves its listing's two numbers; that
-- update records the listing as changed (its own trigger), so the page cache and the search index follow every
-- reveal, release and removal, whichever code path wrote it. A shown review's new reply records the change directly.
CREATE OR REPLACE FUNCTION record_listing_change_for_review() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown_before boolean := false;
  shown_after boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    shown_before := OLD."side" = 'guest' AND OLD."status" = 'published' AND OLD."revealed_at" IS NOT NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    shown_after := NEW."side" = 'guest' AND NEW."status" = 'published' AND NEW."revealed_at" IS NOT NULL;
  END IF;
  IF shown_before AND NOT shown_after THEN
    UPDATE "listings" SET "review_count" = "review_count" - 1, "review_stars" = "review_stars" - OLD."rating"
    WHERE "id" = OLD."listing_id";
  ELSIF shown_after AND NOT shown_before THEN
    UPDATE "listings" SET "review_count" = "review_count" + 1, "review_stars" = "review_stars" + NEW."rating"
    WHERE "id" = NEW."listing_id";
  ELSIF shown_after AND OLD."reply" IS DISTINCT FROM NEW."reply" THEN
    PERFORM record_listing_changes(ARRAY[NEW."listing_id"]);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_record_listing_change AFTER INSERT OR UPDATE OR DELETE ON "reviews"
FOR EACH ROW EXECUTE FUNCTION record_listing_change_for_review();
