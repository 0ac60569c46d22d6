import type { UploadKind, UploadResult, UploadWrittenResponse } from '@folio/shared';
import { api } from './client';

/** Sends one file to POST /api/uploads, reporting progress from 0 to 100. */
export async function uploadFile(file: File, kind: UploadKind, onProgress: (percent: number) => void): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post<UploadWrittenResponse>(`/uploads?kind=${kind}`, form, {
    notify: false,
    onUploadProgress: (loaded, total) => onProgress(total ? Math.round((loaded / total) * 100) : 0),
  });
  return data.data;
}
