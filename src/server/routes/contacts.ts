import {
  consentInputSchema,
  contactFieldsSchema,
  createContactSchema,
  importContactsSchema,
  listContactsQuerySchema,
} from '#shared/schemas/contacts';
import { requireConfirmedEmail, requireUser } from '#server/auth';
import { createContact, deleteContact, getContact, importContacts, listContacts, recordConsent, updateContact } from '#server/contacts';
import { eraseTrackingOf } from '#server/results/erase';
import { handler, HttpError, json, methodNotAllowed, parseWith, pathParam, readJson } from '#server/http';

const CONTACT = 'That contact';

/** POST /api/contacts/import: the rows are checked one by one, then written together or not at all. */
async function importRows(tenantId: string, req: Request) {
  const { rows, first_row } = await readJson(req, importContactsSchema);
  const inputs = rows.map((row, index) => {
    const parsed = createContactSchema.safeParse(row);
    if (!parsed.success) throw new HttpError(400, `Row ${first_row + index}: ${parsed.error.issues[0]?.message ?? 'not a valid contact.'}`);
    return parsed.data;
  });
  const results = await importContacts(tenantId, inputs);
  return {
    created: results.filter((r) => r.created).length,
    merged: results.filter((r) => !r.created).length,
    contact_ids: results.map((r) => r.id),
  };
}

/** GET, POST /api/contacts; POST /api/contacts/import; GET, PUT, DELETE /api/contacts/:id */
export const contactsRoute = handler(async (req, context) => {
  const id = pathParam(context, 'id', CONTACT);
  const user = await requireUser(req);
  if (id === null) {
    if (req.method === 'GET') {
      const params = Object.fromEntries(new URL(req.url).searchParams);
      return json(await listContacts(user.tenantId, parseWith(listContactsQuerySchema, params)));
    }
    if (req.method === 'POST') {
      await requireConfirmedEmail(user);
      const { id: created } = await createContact(user.tenantId, await readJson(req, createContactSchema));
      return json(await getContact(user.tenantId, created), 201);
    }
    throw methodNotAllowed(['GET', 'POST']);
  }
  // Firestore ids are 20 letters and digits, so "import" never names a contact.
  if (id === 'import') {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    await requireConfirmedEmail(user);
    return json(await importRows(user.tenantId, req), 201);
  }
  if (req.method === 'GET') return json(await getContact(user.tenantId, id));
  if (req.method === 'PUT' || req.method === 'DELETE') await requireConfirmedEmail(user);
  if (req.method === 'PUT') return json(await updateContact(user.tenantId, id, await readJson(req, contactFieldsSchema)));
  if (req.method === 'DELETE') {
    // Tracking data goes with the contact. Erased after the contact, so no click counted in between
    // is left behind; erased again on a repeat (404) in case the first erase failed.
    await deleteContact(user.tenantId, id).catch(async (error) => {
      if (error instanceof HttpError && error.status === 404) await eraseTrackingOf(user.tenantId, id);
      throw error;
    });
    await eraseTrackingOf(user.tenantId, id);
    return new Response(null, { status: 204 });
  }
  throw methodNotAllowed(['GET', 'PUT', 'DELETE']);
});

/** POST /api/contacts/:id/consents: appends a consent record (granted or revoked). */
export const contactConsentsRoute = handler(async (req, context) => {
  const id = pathParam(context, 'id', CONTACT);
  const user = await requireUser(req);
  if (req.method !== 'POST') throw methodNotAllowed(['POST']);
  if (id === null) throw new HttpError(404, `${CONTACT} was not found.`);
  await requireConfirmedEmail(user);
  return json(await recordConsent(user.tenantId, id, await readJson(req, consentInputSchema)), 201);
});
