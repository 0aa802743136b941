-- Beds by the month in PGs, hostels and co-living (issue 42 item 1, ADR 054): each sharing type's beds, rent, deposit,
-- token and earliest move-in; a bed reserved is a booking of a bed type instead of a room type, so the bookings'
-- decisions, payments, e-mails and reviews serve it too. The owner confirms the move-in.
CREATE TABLE "bed_types" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"listing_id" text NOT NULL,
	"sharing" text NOT NULL,
	"bed_count" integer NOT NULL,
	"monthly_rent" integer NOT NULL,
	"deposit" integer NOT NULL,
	"token_amount" integer NOT NULL,
	"move_in_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bed_types_sharing_check" CHECK ("sharing" IN ('Single', 'Double', 'Triple')),
	CONSTRAINT "bed_types_bed_count_check" CHECK ("bed_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bed_types" ADD CONSTRAINT "bed_types_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bed_types_listing_sharing_idx" ON "bed_types" USING btree ("listing_id","sharing");--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "room_type_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "bed_type_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "moved_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_bed_type_id_bed_types_id_fk" FOREIGN KEY ("bed_type_id") REFERENCES "public"."bed_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_or_bed_check" CHECK (("room_type_id" IS NULL) <> ("bed_type_id" IS NULL));--> statement-breakpoint
CREATE INDEX "bookings_bed_type_idx" ON "bookings" USING btree ("bed_type_id") WHERE "bookings"."status" IN ('requested', 'confirmed');--> statement-breakpoint
-- The listing page shows each sharing type's beds free: a change to the beds, or to a reservation's status, records
-- the listing as changed so the page cache drops its page (as reviews do).
CREATE OR REPLACE FUNCTION record_listing_change_for_beds() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text[] := ARRAY[]::text[];
  approved text[];
BEGIN
  IF TG_TABLE_NAME = 'bookings' THEN
    IF (TG_OP = 'DELETE' AND OLD."bed_type_id" IS NULL) OR (TG_OP <> 'DELETE' AND NEW."bed_type_id" IS NULL) THEN
      RETURN NULL;
    END IF;
    IF TG_OP = 'UPDATE' AND OLD."status" = NEW."status" THEN RETURN NULL; END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN touched := touched || NEW."listing_id"; END IF;
  IF TG_OP <> 'INSERT' THEN touched := touched || OLD."listing_id"; END IF;
  approved := ARRAY(SELECT "id"::text FROM "listings" WHERE "id"::text = ANY(touched) AND "status" = 'approved');
  IF cardinality(approved) > 0 THEN PERFORM record_listing_changes(approved); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bed_types_record_listing_change AFTER INSERT OR UPDATE OR DELETE ON "bed_types"
FOR EACH ROW EXECUTE FUNCTION record_listing_change_for_beds();
--> statement-breakpoint
CREATE TRIGGER bookings_beds_record_listing_change AFTER INSERT OR UPDATE OR DELETE ON "bookings"
FOR EACH ROW EXECUTE FUNCTION record_listing_change_for_beds();
