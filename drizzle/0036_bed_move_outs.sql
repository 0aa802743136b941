-- A resident's move-out (issue 42 item 1, ADR 058): the owner records, once, the day a bed's resident leaves; the bed is
-- free for new reservations from that day on. Only a bed has one, and never before its move-in.
ALTER TABLE "bookings" ADD COLUMN "moved_out_on" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_moved_out_check" CHECK ("bookings"."moved_out_on" IS NULL OR ("bookings"."bed_type_id" IS NOT NULL AND "bookings"."moved_out_on" >= "bookings"."check_in"));--> statement-breakpoint
-- The listing page shows each sharing type's beds free: a recorded move-out changes them as a status change does, so it
-- records the listing as changed too (0033 looked only at the status).
CREATE OR REPLACE FUNCTION record_listing_change_for_beds() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text[] := ARRAY[]::text[];
  approved text[];
BEGIN
  IF TG_TABLE_NAME = 'bookings' THEN
    IF (TG_OP = 'DELETE' AND OLD."bed_type_id" IS NULL) OR (TG_OP <> 'DELETE' AND NEW."bed_type_id" IS NULL) THEN
      RETURN NULL;
    END IF;
    IF TG_OP = 'UPDATE' AND OLD."status" = NEW."status" AND OLD."moved_out_on" IS NOT DISTINCT FROM NEW."moved_out_on" THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN touched := touched || NEW."listing_id"; END IF;
  IF TG_OP <> 'INSERT' THEN touched := touched || OLD."listing_id"; END IF;
  approved := ARRAY(SELECT "id"::text FROM "listings" WHERE "id"::text = ANY(touched) AND "status" = 'approved');
  IF cardinality(approved) > 0 THEN PERFORM record_listing_changes(approved); END IF;
  RETURN NULL;
END;
$$;
