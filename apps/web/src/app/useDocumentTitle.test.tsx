import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from './useDocumentTitle';

describe('the document title of a screen', () => {
  it('names the tab after the screen once its title is known, and follows it', () => {
    document.title = 'Folio';
    const { rerender } = renderHook(({ title }: { title: string | undefined }) => useDocumentTitle(title), { initialProps: { title: undefined as string | undefined } });
    expect(document.title).toBe('Folio');
    rerender({ title: 'Sign in' });
    expect(document.title).toBe('Sign in · Folio');
    rerender({ title: 'تسجيل الدخول' });
    expect(document.title).toBe('تسجيل الدخول · Folio');
  });
});
