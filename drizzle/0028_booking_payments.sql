-- An advance by UPI and calendars imported from other sites (issue 42, ADR 045): an owner's UPI ID per listing, the advance a
-- booking asked and when the owner marked it received, and the nights an uploaded .ics holds.
CREATE TABLE "listing_upi" (
	"listing_id" text PRIMARY KEY NOT NULL,
	"upi_id" text NOT NULL,
	"payee_name" text NOT NULL,
	"advance_percent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_upi_percent_check" CHECK ("advance_percent" BETWEEN 1 AND 100)
);
--> statement-breakpoint
ALTER TABLE "listing_upi" ADD CONSTRAINT "listing_upi_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "advance_paise" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "advance_received_at" timestamp with time zone;
--> statement-breakpoint
-- Nights another site's calendar (an uploaded .ics) holds: each imported stay takes one room of the type that night.
CREATE TABLE "room_type_imported_nights" (
	"room_type_id" text NOT NULL,
	"day" date NOT NULL,
	"rooms" integer NOT NULL,
	CONSTRAINT "room_type_imported_nights_room_type_id_day_pk" PRIMARY KEY("room_type_id","day")
);
--> statement-breakpoint
ALTER TABLE "room_type_imported_nights" ADD CONSTRAINT "room_type_imported_nights_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;
