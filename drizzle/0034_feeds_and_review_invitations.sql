-- Other sites' calendar feeds polled for each room type (issue 42, ADR 055): each feed's nights are kept apart from
-- the uploaded file's and from each other's (`source`), so one poll replaces only its own feed's nights.
ALTER TABLE "room_type_imported_nights" ADD COLUMN "source" text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
ALTER TABLE "room_type_imported_nights" DROP CONSTRAINT "room_type_imported_nights_room_type_id_day_pk";--> statement-breakpoint
ALTER TABLE "room_type_imported_nights" ADD CONSTRAINT "room_type_imported_nights_room_type_id_day_source_pk" PRIMARY KEY("room_type_id","day","source");--> statement-breakpoint
CREATE TABLE "room_type_feeds" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"room_type_id" text NOT NULL,
	"url" text NOT NULL,
	"next_poll_at" timestamp with time zone DEFAULT now() NOT NULL,
	"polled_at" timestamp with time zone,
	"error" text,
	"stays" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "room_type_feeds" ADD CONSTRAINT "room_type_feeds_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "room_type_feeds_room_type_url_idx" ON "room_type_feeds" USING btree ("room_type_id","url");--> statement-breakpoint
CREATE INDEX "room_type_feeds_due_idx" ON "room_type_feeds" USING btree ("next_poll_at");--> statement-breakpoint
-- The e-mail inviting each side of an ended stay to review the other (issue 45): one row per booking and side, written
-- in the transaction that queues the e-mail, so it is sent once across restarts and instances.
CREATE TABLE "review_invitations" (
	"booking_id" text NOT NULL,
	"side" text NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_invitations_booking_id_side_pk" PRIMARY KEY("booking_id","side"),
	CONSTRAINT "review_invitations_side_check" CHECK ("side" IN ('guest', 'host'))
);
--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
