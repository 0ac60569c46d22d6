import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DirectionProvider } from '@radix-ui/react-direction';

/**
 * The interface language's direction for every Radix part (menus, tabs, dialogs): they lay out and take
 * arrow keys by it, and would otherwise stay left to right in Arabic, whatever the page's `dir`.
 */
export function LanguageDirection({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <DirectionProvider dir={i18n.dir()}>{children}</DirectionProvider>;
}
