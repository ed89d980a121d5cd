import { importRequestSchema, prospectSettingsSchema, segmentIdSchema, segmentInputSchema } from '#shared/prospects/schemas';
import { requireConfirmedEmail, requireUser } from '../auth';
import { errorResponse, handler, HttpError, json, methodNotAllowed, notFound, pathParam, readJson } from '../http';
import { refreshAudiences } from './refresh';
import { importSegment } from './importSegment';
import { ProviderError } from './provider';
import { deleteSegment, listSegments, readProspectSettings, saveProspectSettings, saveSegment } from './store';
import { prospectSummary } from './summary';

/** The provider's refusal as our answer: its words, and when to come back if it limits us. */
function providerRefusal(error: ProviderError): HttpError {
  return new HttpError(error.status, error.message, error.retryAfterSeconds ? { 'retry-after': String(error.retryAfterSeconds) } : {});
}

/**
 * GET /api/audiences/segments, POST (save {segment_id, label}); DELETE /api/audiences/segments/:id;
 * POST /api/audiences/import {segment_id}; GET, PUT /api/audiences/settings; GET /api/audiences/summary.
 */
export const audiencesRoute = handler(async (req, context) => {
  const section = pathParam(context, 'section', 'That address');
  const id = pathParam(context, 'id', 'That saved audience');
  const user = await requireUser(req);
  const write = req.method !== 'GET' && req.method !== 'HEAD';
  if (id !== null) {
    if (req.method !== 'DELETE') throw methodNotAllowed(['DELETE']);
    await requireConfirmedEmail(user);
    // An id no provider could have is simply not saved.
    if (!segmentIdSchema.safeParse(id).success) throw notFound('That saved audience');
    await deleteSegment(user.tenantId, id);
    return new Response(null, { status: 204 });
  }
  if (write) await requireConfirmedEmail(user);
  switch (section) {
    case 'segments': {
      if (req.method === 'GET') return json(await listSegments(user.tenantId));
      if (req.method !== 'POST') throw methodNotAllowed(['GET', 'POST']);
      const { segment, created } = await saveSegment(user.tenantId, await readJson(req, segmentInputSchema));
      return json(segment, created ? 201 : 200);
    }
    case 'import': {
      if (req.method !== 'POST') throw methodNotAllowed(['POST']);
      const { segment_id } = await readJson(req, importRequestSchema);
      try {
        return json(await importSegment(user.tenantId, segment_id));
      } catch (error) {
        if (error instanceof ProviderError) throw providerRefusal(error);
        throw error;
      }
    }
    case 'settings': {
      if (req.method === 'GET') return json(await readProspectSettings(user.tenantId));
      if (req.method !== 'PUT') throw methodNotAllowed(['GET', 'PUT']);
      return json(await saveProspectSettings(user.tenantId, await readJson(req, prospectSettingsSchema)));
    }
    case 'summary': {
      if (req.method !== 'GET') throw methodNotAllowed(['GET']);
      return json(await prospectSummary(user.tenantId));
    }
    default:
      throw notFound('That address');
  }
});

/** The scheduled refresh of every firm's search-intent audiences, and retention. */
export async function audiencesRefreshRoute(): Promise<Response> {
  try {
    const report = await refreshAudiences();
    console.log(`audiences-refresh: ${JSON.stringify(report)}`);
    return json(report);
  } catch (error) {
    return errorResponse(error);
  }
}
