import type { ApprovalStatus, EbookStatus } from './ebook.ts';

/** A row of the dashboard's tables (spec §2: title, author, category): GET /api/admin/dashboard. */
export interface DashboardBook {
  id: string;
  title: string;
  authors: string[];
  categories: string[];
  status: EbookStatus;
  approval_status: ApprovalStatus;
  created_at: string;
}

export interface DashboardData {
  counts: { total: number; published: number; unpublished: number; genres: number };
  recent: DashboardBook[];
  pending: DashboardBook[];
}
