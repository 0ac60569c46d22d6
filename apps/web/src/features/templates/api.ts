import type { BookPage, EbookSaveAsTemplate, EbookTemplateSaved, PagesResponse, Template, TemplateResponse, TemplateShare, TemplateUse, TemplateUsed } from '@folio/shared';
import { apiSlice, listTag, onSuccess } from '../../http/api';
import { resourceChanged } from '../resources/api';

const templateUrl = (id: string) => `/admin/templates/${encodeURIComponent(id)}`;

/**
 * A template's own calls; its list, rename and delete are the dashboard resources' generic ones ('templates').
 * The pages carry the template's tag, so that whatever marks the template stale reads them too.
 */
const templatesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    template: build.query<Template, string>({
      query: templateUrl,
      transformResponse: (answer: TemplateResponse) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'templates', id }],
    }),
    templatePages: build.query<BookPage[], string>({
      query: (id) => `${templateUrl(id)}/pages`,
      transformResponse: (answer: PagesResponse) => answer.data,
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
      transformResponse: (answer: TemplateUsed) => answer.data.id,
      invalidatesTags: onSuccess(() => resourceChanged('ebooks')),
    }),
    /** A copy of a book's pages as a template of the user's own; answers its name. Quiet: the screen words both outcomes. */
    saveAsTemplate: build.mutation<string, { ebookId: string; values: EbookSaveAsTemplate }>({
      query: ({ ebookId, values }) => ({ url: `/admin/ebooks/${encodeURIComponent(ebookId)}/template`, method: 'post', body: values, notify: false }),
      transformResponse: (answer: EbookTemplateSaved) => answer.data.name,
      invalidatesTags: onSuccess(() => [listTag('templates')]),
    }),
  }),
});

export const { useTemplateQuery, useTemplatePagesQuery, useShareTemplateMutation, useBookFromTemplateMutation, useSaveAsTemplateMutation } = templatesApi;
export const { template } = templatesApi.endpoints;
