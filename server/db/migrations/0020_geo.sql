CREATE TABLE "geo_cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"search_name" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "geo_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "geo_cities" ADD CONSTRAINT "geo_cities_state_id_geo_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."geo_states"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_states" ADD CONSTRAINT "geo_states_country_code_countries_iso_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("iso_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "geo_cities_state_name_key" ON "geo_cities" USING btree ("state_id","name");--> statement-breakpoint
CREATE INDEX "geo_cities_search_idx" ON "geo_cities" USING btree ("search_name");--> statement-breakpoint
CREATE UNIQUE INDEX "geo_states_country_name_key" ON "geo_states" USING btree ("country_code","name");--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_city_id_geo_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."geo_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clubs_city_idx" ON "clubs" USING btree ("city_id");