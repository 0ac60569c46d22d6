import { createApi } from '@reduxjs/toolkit/query/react';
import { clientBaseQuery } from './baseQuery';

/** The dashboard's resources (architecture.md §3: /api/admin/<resource>); each name is also its cache tag. */
const ADMIN_RESOURCES = ['authors', 'categories', 'users', 'publishers', 'coupons', 'static-pages', 'inquiries', 'ebooks', 'templates'] as const;
export type AdminResource = (typeof ADMIN_RESOURCES)[number];
/**
 * Lists whose writes are not the resources' generic save and delete (an order's status and payment, a plan's
 * payment and change); also cache tags.
 */
const OTHER_LISTS = ['orders', 'plans'] as const;

/**
 * Server data in the browser (architecture.md §6). Each feature adds its endpoints with `injectEndpoints`; a write
 * invalidates the tags of what it changed, and whatever screen shows those reads them again.
 */
export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery: clientBaseQuery,
  tagTypes: [...ADMIN_RESOURCES, ...OTHER_LISTS, 'dashboard', 'profile', 'library'],
  // A screen reads its data afresh each time it opens, as it always did; the cache only bridges the wait.
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});

/**
 * How long an answer asked for as the app opened on a screen (the screen's prefetch, app/router.tsx) is taken as it
 * is by that screen's own query (`refetchOnMountOrArgChange`), rather than asked for again as it mounts.
 */
export const OPENING_ANSWER_SECONDS = 5;

type Tag = Parameters<typeof apiSlice.util.invalidateTags>[0][number];

/**
 * A write's tags, for `invalidatesTags`: RTK Query invalidates after a failed write too, but a refused change
 * changed nothing, so nothing is read again (spec §4: a failed status update does not refetch).
 */
export const onSuccess =
  <Arg>(tags: (arg: Arg) => Tag[]) =>
  (_result: unknown, error: unknown, arg: Arg): Tag[] =>
    error ? [] : tags(arg);

/** The tag of a resource's lists (every page, search and filter of it). */
export const listTag = (type: AdminResource | (typeof OTHER_LISTS)[number]) => ({ type, id: 'LIST' }) as const;
