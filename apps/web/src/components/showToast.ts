import { toast } from 'react-toastify';

/**
 * Shows a toast once: the same words again while it is on screen refresh it (its timer starts over) instead of
 * stacking a copy under it, as three failed sign-ins stacked three 'Invalid email or password.'.
 */
export function showToast(kind: 'success' | 'error' | 'info', message: string) {
  const toastId = `${kind}:${message}`;
  if (toast.isActive(toastId)) toast.update(toastId, { render: message });
  else toast[kind](message, { toastId });
}
