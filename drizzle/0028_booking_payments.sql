-- An advance by UPI (issue 42, ADR 045): an owner's UPI ID per listing, the advance a booking asked and when the owner
-- marked it received.
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
