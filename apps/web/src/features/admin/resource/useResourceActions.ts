import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { AdminResource } from '../../../http/api';
import { errorMessage } from '../../../http/client';
import { useDeleteResourceMutation, useSaveResourceMutation } from '../../resources/api';

/** The failure toasts a screen words itself (spec §8), as translation keys of the `admin` namespace. */
export interface ResourceErrorKeys {
  submit?: string;
  delete?: string;
}

/**
 * Create, update and delete calls of a resource screen. Success toasts the server's message (API client);
 * failure toasts the screen's own text when it has one, else the server's message, and rethrows so that
 * forms can put field errors under their fields. The resource's lists read themselves again after a success.
 */
export function useResourceActions(resource: AdminResource, errorKeys: ResourceErrorKeys = {}) {
  const { t } = useTranslation('admin');
  const [saveResource] = useSaveResourceMutation();
  const [deleteResource] = useDeleteResourceMutation();
  const fail = useCallback(
    (key: string | undefined, error: unknown) => {
      if (key) toast.error(`${t(key)} ${errorMessage(error, '')}`.trim());
      throw error;
    },
    [t],
  );

  const save = useCallback(
    async (values: unknown, id?: string) => {
      try {
        return await saveResource({ resource, id, values, notify: errorKeys.submit ? 'success' : true }).unwrap();
      } catch (error) {
        return fail(errorKeys.submit, error);
      }
    },
    [resource, errorKeys.submit, fail, saveResource],
  );

  const remove = useCallback(
    async (id: string, params?: Record<string, string>) => {
      try {
        await deleteResource({ resource, id, params, notify: errorKeys.delete ? 'success' : true }).unwrap();
      } catch (error) {
        fail(errorKeys.delete, error);
      }
    },
    [resource, errorKeys.delete, fail, deleteResource],
  );

  return { save, remove };
}
