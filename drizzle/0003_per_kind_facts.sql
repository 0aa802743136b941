CREATE TABLE "saved_listings" (
	"user_id" text NOT NULL,
	"listing_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_listings_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "bhk" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "sharing" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "deposit" bigint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "notice_period" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "gate_closing_time" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "preferred_tenants" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "possession" text;--> statement-breakpoint
ALTER TABLE "saved_listings" ADD CONSTRAINT "saved_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_listings" ADD CONSTRAINT "saved_listings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_listings_user_idx" ON "saved_listings" USING btree ("user_id","created_at" DESC NULLS LAST);