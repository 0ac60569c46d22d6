import type { ReactNode } from 'react';
import { ADMIN_PAGES, type AdminPage } from '@folio/shared';
import { RequireRole } from './RequireRole';

/** Guards one page of the dashboard area by the roles of ADMIN_PAGES (the menu shows the same). */
export function RequireAdminPage({ page, children }: { page: AdminPage; children: ReactNode }) {
  return <RequireRole roles={ADMIN_PAGES[page].roles}>{children}</RequireRole>;
}
