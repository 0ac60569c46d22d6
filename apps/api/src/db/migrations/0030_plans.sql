CREATE TABLE "plan_billing_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_subscriptions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"billing" text DEFAULT 'manual' NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"trial_used" boolean DEFAULT false NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"lapsed_at" timestamp with time zone,
	"stripe_event_at" timestamp with time zone,
	"invoice_number" text,
	"invoice_plan" text,
	"invoice_due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_subscriptions_plan" CHECK ("plan_subscriptions"."plan" in ('basic', 'professional')),
	CONSTRAINT "plan_subscriptions_status" CHECK ("plan_subscriptions"."status" in ('trialing', 'pending', 'active', 'past_due', 'lapsed'))
);
--> statement-breakpoint
ALTER TABLE "ebooks" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_subscriptions_status_idx" ON "plan_subscriptions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "plan_subscriptions_stripe_subscription_idx" ON "plan_subscriptions" USING btree ("stripe_subscription_id");