import { enrolRequestSchema, sendingActionSchema } from '#shared/schemas/enrolments';
import { requireConfirmedEmail, requireUser } from '#server/auth';
import { handler, json, methodNotAllowed, pathParam, readJson } from '#server/http';
import { changeEnrolment, changeSequenceSending, enrolContacts, enrolContactsByFilter, listEnrolments } from '#server/sending/enrolments';

/**
 * GET, POST /api/sequences/:id/enrolments                 list with statuses and counts; enrol {contactIds} or {filter} (dry_run: a preview)
 * POST      /api/sequences/:id/enrolments/:enrolmentId    {action: pause|resume|stop} one enrolment
 * POST      /api/sequences/:id/sending                    {action: pause|resume|stop} the whole sequence
 */
export const enrolmentsRoute = handler(async (req, context) => {
  const sequenceId = pathParam(context, 'id', 'That sequence')!;
  const enrolmentId = pathParam(context, 'enrolmentId', 'That enrolment');
  const user = await requireUser(req);
  // Every write here enrols contacts or changes what is sent to them.
  if (req.method === 'POST') await requireConfirmedEmail(user);
  if (new URL(req.url).pathname.endsWith('/sending')) {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const { action } = await readJson(req, sendingActionSchema);
    await changeSequenceSending(user, sequenceId, action);
    return json(await listEnrolments(user, sequenceId));
  }
  if (enrolmentId !== null) {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const { action } = await readJson(req, sendingActionSchema);
    await changeEnrolment(user, sequenceId, enrolmentId, action);
    return json(await listEnrolments(user, sequenceId));
  }
  if (req.method === 'GET') return json(await listEnrolments(user, sequenceId));
  if (req.method === 'POST') {
    const { contactIds, filter, dry_run: dryRun, leave_out: leaveOut } = await readJson(req, enrolRequestSchema);
    const options = { dryRun, leaveOut };
    const result = contactIds
      ? await enrolContacts(user, sequenceId, contactIds, options)
      : await enrolContactsByFilter(user, sequenceId, filter!, options);
    // A preview creates nothing.
    return json(result, dryRun ? 200 : 201);
  }
  throw methodNotAllowed(['GET', 'POST']);
});
