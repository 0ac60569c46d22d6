import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { api } from '../http/client';

/** Makes the API client answer every request with `status` and `data`; answers the requests it records. */
export function respond(status: number, data: unknown) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`status ${status}`, String(status), config, {}, response);
  };
  api.defaults.adapter = adapter;
  return seen;
}
