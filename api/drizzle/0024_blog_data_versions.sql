-- Issue 32 (docs/performance.md): the dashboard's blog feed is kept by the version rule of lib/versioned-cache.ts, as
-- its other reads are: a post or a category changed in the database (the portal has no editor for them) shows at once.
CREATE TRIGGER "blog_posts_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION "mark_data_change"();--> statement-breakpoint
CREATE TRIGGER "blog_categories_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_categories" FOR EACH STATEMENT EXECUTE FUNCTION "mark_data_change"();
