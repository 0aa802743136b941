-- Searches by dates from the search index (issue 42, ADR 059): what decides whether a listing has a room free (its room
-- types, their blocked days, other sites' nights and the bookings of its rooms) now moves the content version and
-- names the listing in the change log, as a bed's reservation did already (0033). The search index then reads that
-- listing's rooms again, and the cached listing page, which shows the rooms free, is dropped. One change per statement,
-- not per row: a calendar upload or a bench's seed writes thousands of rows at once.
CREATE OR REPLACE FUNCTION record_listing_change_for_rooms() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  approved text[];
BEGIN
  -- Each branch names only the transition tables its event has; PL/pgSQL plans a statement when it first runs it.
  IF TG_TABLE_NAME = 'room_types' AND TG_OP = 'DELETE' THEN
    approved := ARRAY(SELECT DISTINCT c."listing_id" FROM old_rows c);
  ELSIF TG_TABLE_NAME = 'room_types' THEN
    approved := ARRAY(SELECT DISTINCT c."listing_id" FROM new_rows c);
  ELSIF TG_TABLE_NAME = 'bookings' AND TG_OP = 'INSERT' THEN
    approved := ARRAY(SELECT DISTINCT c."listing_id" FROM new_rows c WHERE c."room_type_id" IS NOT NULL);
  ELSIF TG_TABLE_NAME = 'bookings' AND TG_OP = 'DELETE' THEN
    approved := ARRAY(SELECT DISTINCT c."listing_id" FROM old_rows c WHERE c."room_type_id" IS NOT NULL);
  ELSIF TG_TABLE_NAME = 'bookings' THEN
    -- Only what holds a room or lets it go: a refund or a note written on a booking changes no night.
    approved := ARRAY(
      SELECT DISTINCT n."listing_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      WHERE (n."room_type_id" IS NOT NULL OR o."room_type_id" IS NOT NULL)
        AND (n."status", n."hold_until", n."check_in", n."check_out", n."room_type_id")
          IS DISTINCT FROM (o."status", o."hold_until", o."check_in", o."check_out", o."room_type_id"));
  ELSIF TG_OP = 'DELETE' THEN
    approved := ARRAY(SELECT DISTINCT rt."listing_id" FROM old_rows c JOIN "room_types" rt ON rt."id" = c."room_type_id");
  ELSE
    approved := ARRAY(SELECT DISTINCT rt."listing_id" FROM new_rows c JOIN "room_types" rt ON rt."id" = c."room_type_id");
  END IF;
  approved := ARRAY(SELECT "id"::text FROM "listings" WHERE "id"::text = ANY(approved) AND "status" = 'approved');
  IF cardinality(approved) > 0 THEN PERFORM record_listing_changes(approved); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "room_types_insert_changes" AFTER INSERT ON "room_types" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_listing_change_for_rooms();--> statement-breakpoint
CREATE TRIGGER "room_types_update_changes" AFTER UPDATE ON "room_types" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_listing_change_for_rooms();--> statement-breakpoint
CREATE TRIGGER "room_types_delete_changes" AFTER DELETE ON "room_types" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_listing_change_for_rooms();--> statement-breakpoint
CREATE TRIGGER "bookings_insert_room_changes" AFTER INSERT ON "bookings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_listing_change_for_rooms();--> statement-breakpoint
CREATE TRIGGER "bookings_update_room_changes" AFTER UPDATE ON "bookings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_listing_change_for_rooms();--> statement-breakpoint
CREATE TRIGGER "bookings_delete_room_changes" AFTER DELETE ON "bookings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_listing_change_for_rooms();--> statement-breakpoint
CREATE TRIGGER "room_type_days_insert_changes" AFTER INSERT ON "room_type_days" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_listing_change_for_rooms();--> statement-breakpoint
CREATE TRIGGER "room_type_days_update_changes" AFTER UPDATE ON "room_type_days" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_listing_change_for_rooms();--> statement-breakpoint
CREATE TRIGGER "room_type_days_delete_changes" AFTER DELETE ON "room_type_days" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_listing_change_for_rooms();--> statement-breakpoint
CREATE TRIGGER "room_type_imported_nights_insert_changes" AFTER INSERT ON "room_type_imported_nights" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_listing_change_for_rooms();--> statement-breakpoint
CREATE TRIGGER "room_type_imported_nights_update_changes" AFTER UPDATE ON "room_type_imported_nights" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_listing_change_for_rooms();--> statement-breakpoint
CREATE TRIGGER "room_type_imported_nights_delete_changes" AFTER DELETE ON "room_type_imported_nights" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_listing_change_for_rooms();
