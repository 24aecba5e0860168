-- Issue 32 (docs/performance.md): the reads of the dashboard, the client list and a client's page are kept by the
-- version rule of lib/versioned-cache.ts. Every table they are made of now leaves the same mark as clients, daily_aum
-- and exchange_rates (migration 0019), so a change shows at once.
CREATE TRIGGER "services_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "services" FOR EACH STATEMENT EXECUTE FUNCTION "mark_data_change"();--> statement-breakpoint
CREATE TRIGGER "service_valuations_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_valuations" FOR EACH STATEMENT EXECUTE FUNCTION "mark_data_change"();--> statement-breakpoint
CREATE TRIGGER "cash_flows_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cash_flows" FOR EACH STATEMENT EXECUTE FUNCTION "mark_data_change"();--> statement-breakpoint
CREATE TRIGGER "transactions_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "transactions" FOR EACH STATEMENT EXECUTE FUNCTION "mark_data_change"();--> statement-breakpoint
CREATE TRIGGER "fee_structures_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fee_structures" FOR EACH STATEMENT EXECUTE FUNCTION "mark_data_change"();--> statement-breakpoint
CREATE TRIGGER "aum_targets_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "aum_targets" FOR EACH STATEMENT EXECUTE FUNCTION "mark_data_change"();--> statement-breakpoint
CREATE TRIGGER "third_pillar_contributions_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "third_pillar_contributions" FOR EACH STATEMENT EXECUTE FUNCTION "mark_data_change"();--> statement-breakpoint
CREATE TRIGGER "partner_users_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partner_users" FOR EACH STATEMENT EXECUTE FUNCTION "mark_data_change"();--> statement-breakpoint
CREATE TRIGGER "client_devices_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "client_devices" FOR EACH STATEMENT EXECUTE FUNCTION "mark_data_change"();--> statement-breakpoint
CREATE TRIGGER "custodians_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "custodians" FOR EACH STATEMENT EXECUTE FUNCTION "mark_data_change"();--> statement-breakpoint
CREATE TRIGGER "strategies_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "strategies" FOR EACH STATEMENT EXECUTE FUNCTION "mark_data_change"();--> statement-breakpoint
CREATE TRIGGER "partner_suggested_services_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partner_suggested_services" FOR EACH STATEMENT EXECUTE FUNCTION "mark_data_change"();--> statement-breakpoint
-- a client's audit log, newest first, read from the index instead of sorting every entry of the client (which grows
-- with each read of the client's page)
DROP INDEX "audit_log_entity_idx";--> statement-breakpoint
CREATE INDEX "audit_log_entity_time_idx" ON "audit_log" USING btree ("entity","entity_id","created_at" DESC,"id" DESC);
