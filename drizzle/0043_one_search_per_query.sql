-- A search saved twice before this index kept two rows and sent each alert twice: the first saved stays.
DELETE FROM "saved_searches" AS "later" USING "saved_searches" AS "earlier"
WHERE "later"."user_id" = "earlier"."user_id" AND "later"."query" = "earlier"."query"
  AND ("later"."created_at", "later"."id") > ("earlier"."created_at", "earlier"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_query_idx" ON "saved_searches" USING btree ("user_id","query");
