-- Facts a listing kind declares as JSON in the catalogue (app/content/catalogue.ts, ADR 048): a kind added later
-- brings its own facts without a column each.
ALTER TABLE "listings" ADD COLUMN "kind_facts" jsonb DEFAULT '{}'::jsonb NOT NULL;
