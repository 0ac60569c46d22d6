import { api } from './client';

/**
 * Saves a file the API gives only to the signed-in user: fetched with their token (a plain link cannot send it),
 * then handed to the browser as a download named `fileName`. A refusal's body arrives as a blob too: it is read
 * back as the JSON it is, so that the caller can say the server's reason.
 */
export async function saveDownload(path: string, fileName: string) {
  let data: Blob;
  try {
    ({ data } = await api.get<Blob>(path, { responseType: 'blob' }));
  } catch (error) {
    const response = (error as { response?: { data?: unknown } }).response;
    if (response?.data instanceof Blob) {
      try {
        response.data = JSON.parse(await response.data.text());
      } catch {
        // Not JSON: the caller's own words say it.
      }
    }
    throw error;
  }
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
