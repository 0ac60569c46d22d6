import type { ReactNode } from 'react';
import { useParams } from 'react-router';

/** The form of a record's id: a UUID, as the API checks it (IdParamsSchema). */
const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The screen of one record, by the id in its address (`param`); `notFound` when that cannot be a record's id
 * (`/templates/edit/abc`): the API would refuse such an address as invalid data, which is no way to say that
 * there is nothing there.
 */
export function WithRecordId({ param = 'id', notFound, children }: { param?: string; notFound: ReactNode; children: ReactNode }) {
  const id = useParams()[param];
  return id !== undefined && RECORD_ID.test(id) ? children : notFound;
}
