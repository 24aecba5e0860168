ALTER TABLE "clients" ADD COLUMN "invested_amount" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "clients_company_invested_idx" ON "clients" USING btree ("partner_company_id","invested_amount","id");--> statement-breakpoint
-- a database with valuations gets each client's amount on its company's latest valuation day (refreshDailyAum keeps it from then on)
UPDATE "clients" AS "c" SET "invested_amount" = "sub"."total"
FROM (
  SELECT "s"."client_id", sum("v"."value") AS "total"
  FROM "service_valuations" "v"
  JOIN "services" "s" ON "s"."id" = "v"."service_id"
  JOIN "clients" "owner" ON "owner"."id" = "s"."client_id"
  JOIN (SELECT "partner_company_id", max("date") AS "day" FROM "daily_aum" GROUP BY "partner_company_id") "latest"
    ON "latest"."partner_company_id" = "owner"."partner_company_id" AND "v"."date" = "latest"."day"
  GROUP BY "s"."client_id"
) AS "sub"
WHERE "sub"."client_id" = "c"."id";
