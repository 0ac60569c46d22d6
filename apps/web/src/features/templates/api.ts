import type { BookPage, EbookSaveAsTemplateSchema, Template, TemplateShare, TemplateUse } from '@folio/shared';
import type { z } from 'zod';
import { apiSlice, listTag, onSuccess } from '../../http/api';
import { resourceChanged } from '../admin/resource/api';

const templateUrl = (id: string) => `/admin/templates/${encodeURIComponent(id)}`;

type Answer<T> = { data: T };

/**
 * A template's own calls; its list, rename and delete are the dashboard resources' generic ones ('templates').
 * The pages carry the template's tag, so that whatever marks the template stale reads them too.
 */
const templatesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    template: build.query<Template, string>({
      query: templateUrl,
      transformResponse: (answer: Answer<Template>) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'templates', id }],
    }),
    templatePages: build.query<BookPage[], string>({
      query: (id) => `${templateUrl(id)}/pages`,
      transformResponse: (answer: Answer<BookPage[]>) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'templates', id }],
    }),
    /** Admins share a template with everyone or make it private again. Quiet: the screen words both outcomes. */
    shareTemplate: build.mutation<void, { id: string } & TemplateShare>({
      query: ({ id, shared }) => ({ url: `${templateUrl(id)}/share`, method: 'post', body: { shared } satisfies TemplateShare, notify: false }),
      transformResponse: () => undefined,
      invalidatesTags: onSuccess(({ id }) => resourceChanged('templates', id)),
    }),
    /** A new book from a template (the server copies the pages); answers the book's id. */
    bookFromTemplate: build.mutation<string, { id: string; values: TemplateUse }>({
      query: ({ id, values }) => ({ url: `${templateUrl(id)}/use`, method: 'post', body: values }),
      transformResponse: (answer: Answer<{ id: string }>) => answer.data.id,
      invalidatesTags: onSuccess(() => resourceChanged('ebooks')),
    }),
    /** A copy of a book's pages as a template of the user's own; answers its name. Quiet: the screen words both outcomes. */
    saveAsTemplate: build.mutation<string, { ebookId: string; values: z.input<typeof EbookSaveAsTemplateSchema> }>({
      query: ({ ebookId, values }) => ({ url: `/admin/ebooks/${encodeURIComponent(ebookId)}/template`, method: 'post', body: values, notify: false }),
      transformResponse: (answer: Answer<{ name: string }>) => answer.data.name,
      invalidatesTags: onSuccess(() => [listTag('templates')]),
    }),
  }),
});

export const { useTemplateQuery, useTemplatePagesQuery, useShareTemplateMutation, useBookFromTemplateMutation, useSaveAsTemplateMutation } = templatesApi;
