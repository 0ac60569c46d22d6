// Seat licences (docs/decisions/026-seat-licences.md): an admin sells them; the licence's teachers give their seats.
import type { SeatAssign, SeatLicenceCreate, SeatLicenceListResponse, SeatLicenceUpdate, SeatLicenceWritten } from '@folio/shared';
import { apiSlice, onSuccess } from '../../../http/api';

/** The licences are read and changed here only: one tag of their own. */
const LICENCES_TAG = { type: 'ebooks' as const, id: 'seat-licences' };

const seatLicencesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/seat-licences: the licences I teach (every one for an admin), and whether I may sell one. */
    seatLicences: build.query<SeatLicenceListResponse, void>({
      query: () => '/admin/seat-licences',
      providesTags: [LICENCES_TAG],
    }),
    sellSeatLicence: build.mutation<SeatLicenceWritten, SeatLicenceCreate>({
      query: (body) => ({ url: '/admin/seat-licences', method: 'post', body, notify: false }),
      invalidatesTags: onSuccess(() => [LICENCES_TAG]),
    }),
    /** PATCH /api/admin/seat-licences/{id} (admins): what changed of the seats, end, organisation and teachers. */
    editSeatLicence: build.mutation<SeatLicenceWritten, { id: string; body: SeatLicenceUpdate }>({
      query: ({ id, body }) => ({ url: `/admin/seat-licences/${encodeURIComponent(id)}`, method: 'patch', body, notify: false }),
      invalidatesTags: onSuccess(() => [LICENCES_TAG]),
    }),
    /** POST …/seats: a seat for a pupil (`user_id`) or for an account by its e-mail address (`email`). */
    giveSeat: build.mutation<SeatLicenceWritten, { licenceId: string; body: SeatAssign }>({
      query: ({ licenceId, body }) => ({ url: `/admin/seat-licences/${encodeURIComponent(licenceId)}/seats`, method: 'post', body, notify: false }),
      invalidatesTags: onSuccess(() => [LICENCES_TAG]),
    }),
    freeSeat: build.mutation<SeatLicenceWritten, { licenceId: string; userId: string }>({
      query: ({ licenceId, userId }) => ({ url: `/admin/seat-licences/${encodeURIComponent(licenceId)}/seats/${encodeURIComponent(userId)}`, method: 'delete', notify: false }),
      invalidatesTags: onSuccess(() => [LICENCES_TAG]),
    }),
  }),
});

export const { useSeatLicencesQuery, useSellSeatLicenceMutation, useEditSeatLicenceMutation, useGiveSeatMutation, useFreeSeatMutation } = seatLicencesApi;
