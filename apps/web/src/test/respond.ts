import { api, type SentRequest } from '../http/client';

/** Makes the API client answer every request with `status` and `data`; answers the requests it records. */
export function respond(status: number, data: unknown) {
  const seen: SentRequest[] = [];
  api.transport = async (request) => {
    seen.push(request);
    return { status, data };
  };
  return seen;
}
