-- The search index takes changes, not versions (issue 46, ADR 023): every trigger that moves the content version for a
-- listing also writes the listing's id with the version it moved to, in the same transaction. An instance whose index
-- is at version v reads the ids changed after v and reads those listings again, not the whole catalogue. The version
-- row is locked by each writer until it commits, so versions are taken in commit order: a snapshot that sees version V
-- sees every change up to V and none after it.
CREATE TABLE "listing_changes" (
	"version" bigint NOT NULL,
	"listing_id" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listing_changes_version_idx" ON "listing_changes" USING btree ("version");
--> statement-breakpoint
-- Changes up to this version have been pruned: an index older than it cannot be brought up to date by the log.
CREATE TABLE "listing_changes_pruned" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "listing_changes_pruned" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- Moves the content version and records the listings it moved for.
CREATE OR REPLACE FUNCTION record_listing_changes(changed text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  moved bigint;
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO moved;
  INSERT INTO "listing_changes" ("version", "listing_id") SELECT moved, id FROM unnest(changed) AS id;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_content_version_for_listing() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text[] := ARRAY[]::text[];
BEGIN
  IF TG_OP <> 'DELETE' AND NEW."status" = 'approved' THEN touched := touched || NEW."id"::text; END IF;
  IF TG_OP <> 'INSERT' AND OLD."status" = 'approved' AND NOT OLD."id"::text = ANY(touched) THEN
    touched := touched || OLD."id"::text;
  END IF;
  IF cardinality(touched) > 0 THEN PERFORM record_listing_changes(touched); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Photos and checks: the approved listings they belong to.
CREATE OR REPLACE FUNCTION bump_content_version_for_image() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text[] := ARRAY[]::text[];
  approved text[];
BEGIN
  IF TG_OP <> 'DELETE' THEN touched := touched || NEW."listing_id"; END IF;
  IF TG_OP <> 'INSERT' THEN touched := touched || OLD."listing_id"; END IF;
  approved := ARRAY(SELECT "id"::text FROM "listings" WHERE "id"::text = ANY(touched) AND "status" = 'approved');
  IF cardinality(approved) > 0 THEN PERFORM record_listing_changes(approved); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An owner's shown facts (name, role, verifications): every approved listing of theirs.
CREATE OR REPLACE FUNCTION bump_content_version_for_owner() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  approved text[];
BEGIN
  approved := ARRAY(SELECT "id"::text FROM "listings" WHERE "user_id" = NEW."id" AND "status" = 'approved');
  IF cardinality(approved) > 0 THEN PERFORM record_listing_changes(approved); END IF;
  RETURN NULL;
END;
$$;
