CREATE TABLE "phone_code_requests" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"number_key" text NOT NULL,
	"user_id" text,
	"address_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_code_requests" ADD CONSTRAINT "phone_code_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_code_requests_number_idx" ON "phone_code_requests" USING btree ("number_key","created_at");--> statement-breakpoint
CREATE INDEX "phone_code_requests_user_idx" ON "phone_code_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_code_requests_address_idx" ON "phone_code_requests" USING btree ("address_key","created_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "handed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "send_by" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_sms_handed_idx" ON "outbox" USING btree ("handed_at") WHERE "outbox"."channel" = 'sms';--> statement-breakpoint
ALTER TABLE "phone_codes" ADD COLUMN "outbox_id" text;
