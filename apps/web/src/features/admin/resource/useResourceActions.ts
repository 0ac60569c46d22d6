import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { api, errorMessage } from '../../../http/client';

/** The failure toasts a screen words itself (spec §8), as translation keys of the `admin` namespace. */
export interface ResourceErrorKeys {
  submit?: string;
  delete?: string;
}

/**
 * Create, update and delete calls of a resource screen. Success toasts the server's message (API client);
 * failure toasts the screen's own text when it has one, else the server's message, and rethrows so that
 * forms can put field errors under their fields.
 */
export function useResourceActions(endpoint: string, errorKeys: ResourceErrorKeys = {}) {
  const { t } = useTranslation('admin');
  const fail = useCallback(
    (key: string | undefined, error: unknown) => {
      if (key) toast.error(`${t(key)} ${errorMessage(error, '')}`.trim());
      throw error;
    },
    [t],
  );

  const save = useCallback(
    async <T,>(values: unknown, id?: string): Promise<T> => {
      try {
        const notify = errorKeys.submit ? ('success' as const) : true;
        const { data } = id ? await api.put<{ data: T }>(`${endpoint}/${id}`, values, { notify }) : await api.post<{ data: T }>(endpoint, values, { notify });
        return data.data;
      } catch (error) {
        return fail(errorKeys.submit, error);
      }
    },
    [endpoint, errorKeys.submit, fail],
  );

  const remove = useCallback(
    async (id: string, params?: Record<string, string>) => {
      try {
        await api.delete(`${endpoint}/${id}`, { params, notify: errorKeys.delete ? 'success' : true });
      } catch (error) {
        fail(errorKeys.delete, error);
      }
    },
    [endpoint, errorKeys.delete, fail],
  );

  return { save, remove };
}
