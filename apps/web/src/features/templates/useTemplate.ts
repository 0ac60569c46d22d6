import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTemplatePagesQuery, useTemplateQuery } from './api';

/** A template and its pages, read together for the preview: shown once both have come, neither when one failed. */
export function useTemplate(id: string | undefined) {
  const template = useTemplateQuery(id ?? skipToken);
  const pages = useTemplatePagesQuery(id ?? skipToken);
  const error = template.error ?? pages.error;
  if (error) return { template: null, pages: [], error: error.message ?? null, loading: false };
  const loaded = template.currentData && pages.currentData ? { template: template.currentData, pages: pages.currentData } : null;
  return { template: loaded?.template ?? null, pages: loaded?.pages ?? [], error: null, loading: !loaded };
}
