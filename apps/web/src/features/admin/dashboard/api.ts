import type { DashboardData } from '@folio/shared';
import { apiSlice } from '../../../http/api';

const dashboardApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<DashboardData, void>({
      query: () => '/admin/dashboard',
      transformResponse: (answer: { data: DashboardData }) => answer.data,
      providesTags: ['dashboard'],
    }),
  }),
});

export const { useDashboardQuery } = dashboardApi;
