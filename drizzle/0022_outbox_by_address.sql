CREATE INDEX "outbox_to_address_idx" ON "outbox" USING btree ("to_address");
