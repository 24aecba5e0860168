DROP INDEX "service_valuations_date_idx";--> statement-breakpoint
CREATE INDEX "service_valuations_date_idx" ON "service_valuations" USING btree ("date","service_id","value");