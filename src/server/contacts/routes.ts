import {
  consentInputSchema,
  contactFieldsSchema,
  createContactSchema,
  importContactsSchema,
  listContactsQuerySchema,
} from '#shared/schemas/contacts';
import { updateLeadMappingSchema } from '#shared/schemas/leadWebhook';
import { requireConfirmedUser, requireUser } from '../auth';
import { Invalid, NotFound } from '../errors';
import { created, handler, methods, parseWith, pathParam, readJson, readNoBody, Reply } from '../http';
import { eraseTrackingOf } from '../results/erase';
import { createContact, deleteContact, getContact, importContacts, listContacts, recordConsent, updateContact } from './contacts';
import {
  createOrRotateLeadEndpoint,
  getLeadEndpoint,
  getLeadMapping,
  receiveLead,
  revokePreviousSecret,
  updateLeadMapping,
} from './leadWebhook';

const CONTACT = 'That contact';

const contactList = methods('contacts', {
  GET: async (req) => {
    const user = await requireUser(req);
    const params = Object.fromEntries(new URL(req.url).searchParams);
    return listContacts(user.tenantId, parseWith(listContactsQuerySchema, params));
  },
  POST: async (req) => {
    const user = await requireConfirmedUser(req);
    const { id } = await createContact(user.tenantId, await readJson(req, createContactSchema));
    return created(await getContact(user.tenantId, id));
  },
});

/** The rows are checked one by one, then written together or not at all. */
const contactImport = methods('contacts/import', {
  POST: async (req) => {
    const user = await requireConfirmedUser(req);
    const { rows, first_row } = await readJson(req, importContactsSchema);
    const inputs = rows.map((row, index) => {
      const parsed = createContactSchema.safeParse(row);
      if (!parsed.success) throw new Invalid(`Row ${first_row + index}: ${parsed.error.issues[0]?.message ?? 'not a valid contact.'}`);
      return parsed.data;
    });
    const results = await importContacts(user.tenantId, inputs);
    return created({
      created: results.filter((r) => r.created).length,
      merged: results.filter((r) => !r.created).length,
      contact_ids: results.map((r) => r.id),
      merged_rows: results.flatMap((r, index) => (r.created ? [] : [index])),
    });
  },
});

const oneContact = (id: string) =>
  methods('contacts/:id', {
    GET: async (req) => getContact((await requireUser(req)).tenantId, id),
    PUT: async (req) => updateContact((await requireConfirmedUser(req)).tenantId, id, await readJson(req, contactFieldsSchema)),
    DELETE: async (req) => {
      const { tenantId } = await requireConfirmedUser(req);
      // Tracking data goes with the contact. Erased after the contact, so no click counted in
      // between is left behind; erased again on a repeat (404) in case the first erase failed.
      await deleteContact(tenantId, id).catch(async (error: unknown) => {
        if (error instanceof NotFound) await eraseTrackingOf(tenantId, id);
        throw error;
      });
      await eraseTrackingOf(tenantId, id);
    },
  });

/** GET, POST /api/contacts; POST /api/contacts/import; GET, PUT, DELETE /api/contacts/:id */
export const contactsRoute = handler((req, context) => {
  const id = pathParam(context, 'id', CONTACT);
  if (id === null) return contactList(req, context);
  // Firestore ids are 20 letters and digits, so "import" never names a contact.
  if (id === 'import') return contactImport(req, context);
  return oneContact(id)(req, context);
});

/** POST /api/contacts/:id/consents: appends a consent record (granted or revoked). */
export const contactConsentsRoute = handler(
  methods('contacts/:id/consents', {
    POST: async (req, context) => {
      const id = pathParam(context, 'id', CONTACT);
      const user = await requireConfirmedUser(req);
      if (id === null) throw NotFound.of(CONTACT);
      return created(await recordConsent(user.tenantId, id, await readJson(req, consentInputSchema)));
    },
  }),
);

const origin = (req: Request) => new URL(req.url).origin;

const leadEndpoint = methods('leads/webhook-endpoint', {
  GET: async (req) => getLeadEndpoint((await requireUser(req)).tenantId, origin(req)),
  POST: async (req) => {
    const user = await requireConfirmedUser(req);
    await readNoBody(req);
    return created(await createOrRotateLeadEndpoint(user.tenantId, origin(req)));
  },
});

const leadMapping = methods('leads/webhook-endpoint/mapping', {
  GET: async (req) => getLeadMapping((await requireUser(req)).tenantId),
  PUT: async (req) => {
    const user = await requireConfirmedUser(req);
    const { mapping } = await readJson(req, updateLeadMappingSchema);
    return updateLeadMapping(user.tenantId, mapping);
  },
});

const previousSecret = methods('leads/webhook-endpoint/previous-secret', {
  DELETE: async (req) => revokePreviousSecret((await requireConfirmedUser(req)).tenantId),
});

/**
 * GET, POST /api/leads/webhook-endpoint: the firm's endpoint (signed in). GET answers the address
 * and when the previous secret stops; POST creates it or rotates its secret. DELETE
 * /api/leads/webhook-endpoint/previous-secret stops the previous secret now. GET, PUT
 * /api/leads/webhook-endpoint/mapping: where each contact field is read from in a lead's payload.
 */
export const leadEndpointRoute = handler((req, context) => {
  const { pathname } = new URL(req.url);
  if (pathname.endsWith('/previous-secret')) return previousSecret(req, context);
  if (pathname.endsWith('/mapping')) return leadMapping(req, context);
  return leadEndpoint(req, context);
});

/** POST /api/leads/webhook/:endpointId: public, signed lead intake. */
export const leadIntakeRoute = handler(
  methods('leads/webhook/:endpointId', {
    POST: async (req, context) => {
      const endpointId = pathParam(context, 'endpointId', 'That webhook address');
      if (endpointId === null) throw NotFound.of('That webhook address');
      const answer = await receiveLead(endpointId, req, context.ip);
      return new Reply(answer.body, answer.status);
    },
  }),
);
