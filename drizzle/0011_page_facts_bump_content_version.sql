-- Listing pages are now kept by the page cache too (ADR 021), and they show facts about the owner and the listing's
-- check that live outside the listings table: a change to those must reach visitors at once, as a listing's does.
CREATE OR REPLACE FUNCTION bump_content_version_for_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "listings" WHERE "user_id" = NEW."id" AND "status" = 'approved') THEN
    UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_bump_content_version AFTER UPDATE ON "users"
  FOR EACH ROW
  WHEN ((OLD."name", OLD."role", OLD."email_verified", OLD."email_verified_at", OLD."phone_verified_at")
    IS DISTINCT FROM (NEW."name", NEW."role", NEW."email_verified", NEW."email_verified_at", NEW."phone_verified_at"))
  EXECUTE FUNCTION bump_content_version_for_owner();
--> statement-breakpoint
-- 'Checked by GharStay' belongs to one listing, named by listing_id as a photo's is: the photos' rule applies.
CREATE TRIGGER listing_checks_bump_content_version AFTER INSERT OR UPDATE OR DELETE ON "listing_checks"
  FOR EACH ROW EXECUTE FUNCTION bump_content_version_for_image();
