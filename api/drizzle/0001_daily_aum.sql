CREATE TABLE "daily_aum" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "daily_aum_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_company_id" integer NOT NULL,
	"partner_user_id" integer,
	"date" date NOT NULL,
	"aum" numeric(18, 2) NOT NULL,
	"net_inflow" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_aum" ADD CONSTRAINT "daily_aum_partner_company_id_partner_companies_id_fk" FOREIGN KEY ("partner_company_id") REFERENCES "public"."partner_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_aum" ADD CONSTRAINT "daily_aum_partner_user_id_partner_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."partner_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_aum_company_date_idx" ON "daily_aum" USING btree ("partner_company_id","date");--> statement-breakpoint
CREATE INDEX "daily_aum_user_date_idx" ON "daily_aum" USING btree ("partner_user_id","date");