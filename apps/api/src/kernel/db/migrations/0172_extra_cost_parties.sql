-- Issue 29.7: freight and customs billed by another party (a forwarder, a customs broker,
-- recorded as a supplier) are that party's payables, not the goods supplier's. Null: the
-- goods supplier bills it, as before. A payable says what it is for.
ALTER TABLE "purchase_orders" ADD COLUMN "shipping_supplier_id" uuid REFERENCES "suppliers"("id");--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "customs_supplier_id" uuid REFERENCES "suppliers"("id");--> statement-breakpoint
ALTER TABLE "supplier_payables" ADD COLUMN "charge" text DEFAULT 'goods' NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_payables" ADD CONSTRAINT "supplier_payables_charge_check" CHECK ("charge" in ('goods', 'shipping', 'customs'));
