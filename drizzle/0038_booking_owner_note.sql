-- What the owner writes to the guest on declining a request or cancelling a stay: shown with the change on the
-- booking's page and in the guest's e-mail. Optional; null for every change made before it was asked.
ALTER TABLE "bookings" ADD COLUMN "owner_note" text;
