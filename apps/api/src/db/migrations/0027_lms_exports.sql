ALTER TYPE "public"."export_format" ADD VALUE 'scorm12';--> statement-breakpoint
ALTER TYPE "public"."export_format" ADD VALUE 'scorm2004';--> statement-breakpoint
ALTER TYPE "public"."export_format" ADD VALUE 'cmi5';