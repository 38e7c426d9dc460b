-- Issue 29: the P&L reads the journal (modules/finance/pl-journal.ts), so finance's
-- summary tables over the orders and the triggers that kept them (0012, 0100) go: finance
-- no longer reads nor watches the orders table for money.
DROP TRIGGER IF EXISTS profit_loss_unmark_insert ON "orders";--> statement-breakpoint
DROP TRIGGER IF EXISTS profit_loss_unmark_update ON "orders";--> statement-breakpoint
DROP TRIGGER IF EXISTS profit_loss_unmark_delete ON "orders";--> statement-breakpoint
DROP TRIGGER IF EXISTS profit_loss_unmark_zone ON "stores";--> statement-breakpoint
DROP FUNCTION IF EXISTS profit_loss_unmark();--> statement-breakpoint
DROP FUNCTION IF EXISTS profit_loss_unmark_zone();--> statement-breakpoint
DROP FUNCTION IF EXISTS profit_loss_unmark_pairs(text[]);--> statement-breakpoint
DROP TABLE IF EXISTS "profit_loss_days";--> statement-breakpoint
DROP TABLE IF EXISTS "profit_loss_store_days";--> statement-breakpoint
DROP TABLE IF EXISTS "profit_loss_month_products";--> statement-breakpoint
DROP TABLE IF EXISTS "profit_loss_filled_months";--> statement-breakpoint
DROP TABLE IF EXISTS "profit_loss_filled";
