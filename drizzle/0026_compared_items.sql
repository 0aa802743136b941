-- The listings and projects a signed-in user compares side by side (issue 44, ADR 043).
CREATE TABLE "compared_items" (
	"user_id" text NOT NULL,
	"item_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compared_items_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "compared_items" ADD CONSTRAINT "compared_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "compared_items_user_idx" ON "compared_items" USING btree ("user_id","created_at");
