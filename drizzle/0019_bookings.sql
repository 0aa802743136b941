-- Booking a stay (issue 42, ADR 035). A listing offered by the night has room types; a booking takes one room of a
-- type for the nights from check_in up to check_out. Availability is counted in the transaction that inserts the
-- booking, with the room type's row locked (FOR UPDATE), so two bookings for the last room cannot both see it free.
CREATE TABLE "room_types" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"listing_id" text NOT NULL,
	"name" text NOT NULL,
	"beds" text NOT NULL,
	"max_guests" integer NOT NULL,
	"room_count" integer NOT NULL,
	"nightly_rate" integer NOT NULL,
	"weekend_rate" integer,
	"extra_guest_charge" integer DEFAULT 0 NOT NULL,
	"included_guests" integer DEFAULT 2 NOT NULL,
	"check_in_time" text DEFAULT '14:00' NOT NULL,
	"check_out_time" text DEFAULT '11:00' NOT NULL,
	"min_nights" integer DEFAULT 1 NOT NULL,
	"max_nights" integer DEFAULT 30 NOT NULL,
	"house_rules" text,
	"booking_mode" text DEFAULT 'instant' NOT NULL,
	"cancellation_policy" text DEFAULT 'moderate' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_types_counts_check" CHECK ("room_count" >= 0 AND "max_guests" >= 1 AND "included_guests" >= 1
		AND "nightly_rate" >= 0 AND "extra_guest_charge" >= 0 AND "min_nights" >= 1 AND "max_nights" >= "min_nights")
);
--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_types_listing_idx" ON "room_types" USING btree ("listing_id","position");--> statement-breakpoint
-- One row per room type and day the owner changed: rooms taken off sale that night, and that night's own rate.
CREATE TABLE "room_type_days" (
	"room_type_id" text NOT NULL,
	"day" date NOT NULL,
	"blocked_rooms" integer DEFAULT 0 NOT NULL,
	"rate" integer,
	CONSTRAINT "room_type_days_room_type_id_day_pk" PRIMARY KEY("room_type_id","day"),
	CONSTRAINT "room_type_days_blocked_check" CHECK ("blocked_rooms" >= 0)
);
--> statement-breakpoint
ALTER TABLE "room_type_days" ADD CONSTRAINT "room_type_days_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"reference" text NOT NULL,
	"listing_id" text NOT NULL,
	"room_type_id" text NOT NULL,
	"owner_id" text,
	"traveller_id" text,
	"guest_name" text NOT NULL,
	"guest_mobile" text NOT NULL,
	"guest_email" text NOT NULL,
	"guests" integer NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"status" text NOT NULL,
	"hold_until" timestamp with time zone,
	"quote" jsonb NOT NULL,
	"total_paise" bigint NOT NULL,
	"cancellation_policy" text NOT NULL,
	"refund_paise" bigint,
	"cancelled_by" text,
	"reminded_at" timestamp with time zone,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_nights_check" CHECK ("check_out" > "check_in")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_traveller_id_users_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The availability count: a room type's bookings that still hold a room, by their dates.
CREATE INDEX "bookings_room_type_dates_idx" ON "bookings" USING btree ("room_type_id","check_in","check_out") WHERE "bookings"."status" in ('requested', 'confirmed');--> statement-breakpoint
CREATE INDEX "bookings_owner_idx" ON "bookings" USING btree ("owner_id","check_in");--> statement-breakpoint
CREATE INDEX "bookings_traveller_idx" ON "bookings" USING btree ("traveller_id","check_in");--> statement-breakpoint
CREATE INDEX "bookings_requested_idx" ON "bookings" USING btree ("hold_until") WHERE "bookings"."status" = 'requested';
