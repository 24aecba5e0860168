-- the trigram index of the client list's search needs pg_trgm (a trusted extension: the database's owner may create it)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "clients_live_scope_idx" ON "clients" USING btree ("partner_company_id","status","partner_user_id") WHERE "clients"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "clients_company_name_idx" ON "clients" USING btree ("partner_company_id",lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "clients_search_trgm_idx" ON "clients" USING gin (("first_name" || ' ' || "last_name" || E'
' || "last_name" || ' ' || "first_name" || E'
' || coalesce("email", '')) gin_trgm_ops);