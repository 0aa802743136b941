-- The embedded database runs inside the app's process and delivers a notification with the commit's own reply, so the
-- app can keep the content version in memory and read it again only after this says it moved (ADR 022). The payload
-- is empty on purpose: identical notifications in one transaction collapse into one, so a seed of 100,000 listings
-- announces itself once.
CREATE OR REPLACE FUNCTION announce_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_version', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER content_version_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_version"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_version();
