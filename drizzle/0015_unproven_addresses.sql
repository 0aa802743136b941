-- An enquiry typed with an address not proven to be its sender's waits for the link mailed there (ADR 030).
-- Enquiries sent before this reached their owners already: they count as confirmed when they were written.
ALTER TABLE "enquiries" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
UPDATE "enquiries" SET "confirmed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_confirm_token_hash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "enquiries_unconfirmed_idx" ON "enquiries" USING btree ("created_at") WHERE "enquiries"."confirmed_at" is null;
