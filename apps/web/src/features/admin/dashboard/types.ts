/** GET /api/admin/dashboard (see apps/api/src/modules/dashboard). */
export interface DashboardBook {
  id: string;
  title: string;
  authors: string[];
  categories: string[];
  status: 'draft' | 'published';
  approval_status: 'pending' | 'approved' | 'rejected';
  created_at: string;
}

export interface DashboardData {
  counts: { total: number; published: number; unpublished: number; genres: number };
  recent: DashboardBook[];
  pending: DashboardBook[];
}
