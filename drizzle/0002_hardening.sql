CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
-- Public caches only need to move when something the public can see changed: a flood of pending
-- listings or unclaimed uploads must not empty every visitor's cache on each write.
DROP TRIGGER IF EXISTS listings_bump_content_version ON "listings";
--> statement-breakpoint
DROP TRIGGER IF EXISTS listing_images_bump_content_version ON "listing_images";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_content_version_for_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP <> 'DELETE' AND NEW."status" = 'approved') OR (TG_OP <> 'INSERT' AND OLD."status" = 'approved') THEN
    UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_content_version_for_image() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text[] := ARRAY[]::text[];
BEGIN
  IF TG_OP <> 'DELETE' THEN touched := touched || NEW."listing_id"; END IF;
  IF TG_OP <> 'INSERT' THEN touched := touched || OLD."listing_id"; END IF;
  IF EXISTS (SELECT 1 FROM "listings" WHERE "id" = ANY(touched) AND "status" = 'approved') THEN
    UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER listings_bump_content_version AFTER INSERT OR UPDATE OR DELETE ON "listings"
  FOR EACH ROW EXECUTE FUNCTION bump_content_version_for_listing();
--> statement-breakpoint
CREATE TRIGGER listing_images_bump_content_version AFTER INSERT OR UPDATE OR DELETE ON "listing_images"
  FOR EACH ROW EXECUTE FUNCTION bump_content_version_for_image();
