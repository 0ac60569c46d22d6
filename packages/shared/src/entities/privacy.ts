/** An account's data export (POST /api/me/export): made by a job, then downloaded once ready. */
export const ACCOUNT_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type AccountExportStatus = (typeof ACCOUNT_EXPORT_STATUSES)[number];
