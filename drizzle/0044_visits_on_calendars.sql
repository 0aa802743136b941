ALTER TABLE "visits" ADD COLUMN "on_calendars" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- An accepted visit's entry was mailed to both sides; one moved to a new time since cannot be told apart any more.
UPDATE "visits" SET "on_calendars" = true WHERE "status" = 'accepted';
