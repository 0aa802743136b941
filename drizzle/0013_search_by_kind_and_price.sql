-- Searches of one kind sorted by price across every city walked listings_price_idx past every cheaper kind: at a
-- million listings a page of homes for sale or plots by price took 0.6–1.5 s and could meet the 3 s statement limit
-- (ADR 019, issue 17). Plots and commercial property are few and dear, so they get partial indexes.
CREATE INDEX "listings_type_price_idx" ON "listings" USING btree ("status","listing_type","price");--> statement-breakpoint
CREATE INDEX "listings_plot_idx" ON "listings" USING btree ("status","price") WHERE "listings"."property_type" = 'Plot/Land';--> statement-breakpoint
CREATE INDEX "listings_commercial_idx" ON "listings" USING btree ("status","city","price") WHERE "listings"."property_category" = 'Commercial';