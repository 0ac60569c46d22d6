import { api } from './client';

/**
 * Saves a file the API gives only to the signed-in user: fetched with their token (a plain link cannot send it),
 * then handed to the browser as a download named `fileName`. A refusal comes back as the JSON it is, so that
 * the caller can say the server's reason.
 */
export async function saveDownload(path: string, fileName: string) {
  const { data } = await api.get<Blob>(path, { responseType: 'blob' });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
