ALTER TABLE "business_listings" DROP CONSTRAINT "business_listings_city_id_cities_id_fk";
--> statement-breakpoint
ALTER TABLE "city_videos" DROP CONSTRAINT "city_videos_city_id_cities_id_fk";
--> statement-breakpoint
ALTER TABLE "business_listings" ADD CONSTRAINT "business_listings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_videos" ADD CONSTRAINT "city_videos_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cities_state_name_key" ON "cities" USING btree ("state",lower(regexp_replace("name", '[[:space:]]', '', 'g')));