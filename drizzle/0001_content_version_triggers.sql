-- Every write to public content bumps one counter, so result caches on any instance know when they are stale.
INSERT INTO "content_version" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER listings_bump_content_version AFTER INSERT OR UPDATE OR DELETE ON "listings"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER listing_images_bump_content_version AFTER INSERT OR UPDATE OR DELETE ON "listing_images"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER projects_bump_content_version AFTER INSERT OR UPDATE OR DELETE ON "projects"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
