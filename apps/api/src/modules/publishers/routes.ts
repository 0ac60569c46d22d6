import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGES, PublisherCreateSchema, PublisherDeleteQuerySchema, PublisherUpdateSchema, STATUSES } from '@folio/shared';
import { registerCrudRoutes } from '../../lib/crud.ts';
import { validationFailed } from '../../lib/http-error.ts';
import { publisherService } from './service.ts';

const text = z.string().nullable();
const PublisherSchema = z.object({
  id: z.string(),
  name: z.string(),
  mobile: text,
  email: z.string(),
  nid: text,
  nid_image: text,
  proprietor_photo: text,
  proprietor_signature: text,
  present_address: text,
  permanent_address: text,
  office_present_address: text,
  office_permanent_address: text,
  trade_license_number: text,
  trade_license_image: text,
  logo: text,
  etin: text,
  vat_number: text,
  office_mobile: text,
  office_phone: text,
  office_email: text,
  status: z.enum(STATUSES),
  user_id: text,
  login_email: text,
  created_at: z.string(),
});

/** `?books=unlink|delete` of a delete (the shared CRUD routes pass the query through unchecked). */
function booksChoice(query: Record<string, unknown>) {
  const parsed = PublisherDeleteQuerySchema.safeParse(query);
  if (!parsed.success) throw validationFailed({ books: [MESSAGES.invalidChoice] });
  return parsed.data.books;
}

/** Publishers and their sign-in accounts: admins manage them (spec §2, §6; DESIGN.md §4). */
export async function publisherRoutes(app: FastifyInstance) {
  const service = publisherService(app.db);
  registerCrudRoutes(app, {
    tag: 'publishers',
    noun: 'Publisher',
    itemSchema: PublisherSchema,
    createSchema: PublisherCreateSchema,
    updateSchema: PublisherUpdateSchema,
    unique: { users_email_unique: { field: 'login_email', message: MESSAGES.emailTaken } },
    list: service.list,
    get: service.get,
    create: service.create,
    update: service.update,
    remove: (id, _actorId, query) => service.remove(id, booksChoice(query)),
  });
}
