-- Enquiries become conversations between one seeker and one owner about one listing (issue 43, ADR 036).
CREATE TABLE "conversations" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"listing_id" text NOT NULL,
	"seeker_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_members" (
	"conversation_id" text NOT NULL,
	"user_id" text NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	"last_read_at" timestamp with time zone,
	"notify_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"muted_at" timestamp with time zone,
	"blocked_at" timestamp with time zone,
	CONSTRAINT "conversation_members_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"conversation_id" text NOT NULL,
	"sender_id" text,
	"body" text NOT NULL,
	"enquiry_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_enquiry_id_unique" UNIQUE("enquiry_id")
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_listing_seeker_idx" ON "conversations" USING btree ("listing_id","seeker_id");--> statement-breakpoint
CREATE INDEX "conversations_owner_idx" ON "conversations" USING btree ("owner_id","last_message_at" DESC);--> statement-breakpoint
CREATE INDEX "conversations_seeker_idx" ON "conversations" USING btree ("seeker_id","last_message_at" DESC);--> statement-breakpoint
CREATE INDEX "conversation_members_user_idx" ON "conversation_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "conversation_members_notify_idx" ON "conversation_members" USING btree ("notify_at") WHERE "conversation_members"."notify_at" is not null;--> statement-breakpoint
CREATE INDEX "conversation_messages_conversation_idx" ON "conversation_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE TABLE "message_reports" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"message_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_reports_message_reporter_idx" ON "message_reports" USING btree ("message_id","reporter_id");--> statement-breakpoint
CREATE INDEX "message_reports_status_idx" ON "message_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "message_reports_conversation_idx" ON "message_reports" USING btree ("conversation_id") WHERE "message_reports"."status" = 'open';--> statement-breakpoint
-- Every enquiry that reached an owner from a signed-in seeker opens a conversation, its message the first one.
-- A visitor's enquiry has no account to talk to and stays an e-mail lead.
INSERT INTO "conversations" ("listing_id", "seeker_id", "owner_id", "last_message_at", "created_at")
SELECT "listing_id", "seeker_id", (array_agg("owner_id" ORDER BY "created_at" DESC))[1], max("created_at"), min("created_at")
FROM "enquiries"
WHERE "confirmed_at" IS NOT NULL AND "seeker_id" IS NOT NULL AND "owner_id" IS NOT NULL AND "seeker_id" <> "owner_id"
GROUP BY "listing_id", "seeker_id";--> statement-breakpoint
INSERT INTO "conversation_messages" ("conversation_id", "sender_id", "body", "enquiry_id", "created_at")
SELECT c."id", e."seeker_id", e."message", e."id", e."created_at"
FROM "enquiries" e JOIN "conversations" c ON c."listing_id" = e."listing_id" AND c."seeker_id" = e."seeker_id"
WHERE e."confirmed_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "conversation_members" ("conversation_id", "user_id", "unread", "last_read_at")
SELECT c."id", c."seeker_id", 0, c."last_message_at" FROM "conversations" c;--> statement-breakpoint
-- The owner's unread are the enquiries they had not opened; nobody is mailed again about old ones.
INSERT INTO "conversation_members" ("conversation_id", "user_id", "unread", "last_read_at")
SELECT c."id", c."owner_id",
	(SELECT count(*) FROM "enquiries" e WHERE e."listing_id" = c."listing_id" AND e."seeker_id" = c."seeker_id" AND e."confirmed_at" IS NOT NULL AND e."read_at" IS NULL)::integer,
	(SELECT max(e."read_at") FROM "enquiries" e WHERE e."listing_id" = c."listing_id" AND e."seeker_id" = c."seeker_id")
FROM "conversations" c;
