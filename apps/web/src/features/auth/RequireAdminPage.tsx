import type { ReactNode } from 'react';
import type { AdminPage } from '@folio/shared';
import { RequireAbility } from './RequireAbility';

/** Guards one page of the dashboard area by the user's page abilities (the menu shows the same). */
export function RequireAdminPage({ page, children }: { page: AdminPage; children: ReactNode }) {
  return <RequireAbility may={(abilities) => abilities.pages[page]}>{children}</RequireAbility>;
}
