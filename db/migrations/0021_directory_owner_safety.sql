ALTER TABLE "business_listings" ADD COLUMN "billing_user_id" text;--> statement-breakpoint
ALTER TABLE "business_listings" ADD CONSTRAINT "business_listings_billing_user_id_users_id_fk" FOREIGN KEY ("billing_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Issue #31: listings paid for before the payer was recorded. With one owner, that owner paid; with several, none is
-- assumed, and the billing portal stays closed to all of them until the payer's next Checkout records who pays.
UPDATE "business_listings" SET "billing_user_id" = (
  SELECT "user_id" FROM "listing_owners" WHERE "listing_owners"."listing_id" = "business_listings"."id"
)
WHERE "stripe_customer_id" IS NOT NULL
  AND (SELECT count(*) FROM "listing_owners" WHERE "listing_owners"."listing_id" = "business_listings"."id") = 1;
