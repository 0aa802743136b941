-- Online payment through Razorpay (issue 42, ADR 052): one order per booking, paid once (the verified signature or the
-- payment.captured webhook, whichever comes first), a refund on cancellation sent once; and the webhook events seen,
-- so a delivery Razorpay repeats is acted on once.
CREATE TABLE "booking_payments" (
	"order_id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"paid_at" timestamp with time zone,
	"refund_paise" bigint,
	"refund_status" text,
	"refund_id" text,
	"refund_attempts" integer DEFAULT 0 NOT NULL,
	"refund_next_at" timestamp with time zone,
	"refund_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_payments_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "booking_payments_status_check" CHECK ("status" IN ('created', 'paid')),
	CONSTRAINT "booking_payments_refund_status_check" CHECK ("refund_status" IN ('due', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_payments_booking_idx" ON "booking_payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_payments_refund_due_idx" ON "booking_payments" USING btree ("refund_next_at") WHERE "booking_payments"."refund_status" = 'due';--> statement-breakpoint
CREATE TABLE "razorpay_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
