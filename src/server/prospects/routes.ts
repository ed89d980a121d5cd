import { importRequestSchema, prospectSettingsSchema, segmentIdSchema, segmentInputSchema } from '#shared/prospects/schemas';
import { requireConfirmedUser, requireUser } from '../auth';
import { NotFound } from '../errors';
import { created, errorResponse, handler, json, methods, pathParam, readJson, Reply } from '../http';
import { importSegment } from './importSegment';
import { refreshAudiences } from './refresh';
import { deleteSegment, listSegments, readProspectSettings, saveProspectSettings, saveSegment } from './store';
import { prospectSummary } from './summary';

const SAVED_AUDIENCE = 'That saved audience';

const segmentList = methods('audiences/segments', {
  GET: async (req) => listSegments((await requireUser(req)).tenantId),
  POST: async (req) => {
    const user = await requireConfirmedUser(req);
    const { segment, created: isNew } = await saveSegment(user.tenantId, await readJson(req, segmentInputSchema));
    return isNew ? created(segment) : new Reply(segment);
  },
});

const oneSegment = (segmentId: string) =>
  methods('audiences/segments/:id', {
    DELETE: async (req) => {
      const user = await requireConfirmedUser(req);
      // An id no provider could have is simply not saved.
      if (!segmentIdSchema.safeParse(segmentId).success) throw NotFound.of(SAVED_AUDIENCE);
      await deleteSegment(user.tenantId, segmentId);
    },
  });

const importRoute = methods('audiences/import', {
  POST: async (req) => {
    const user = await requireConfirmedUser(req);
    const { segment_id } = await readJson(req, importRequestSchema);
    return importSegment(user.tenantId, segment_id);
  },
});

const settingsRoute = methods('audiences/settings', {
  GET: async (req) => readProspectSettings((await requireUser(req)).tenantId),
  PUT: async (req) => {
    const user = await requireConfirmedUser(req);
    return saveProspectSettings(user.tenantId, await readJson(req, prospectSettingsSchema));
  },
});

const summaryRoute = methods('audiences/summary', {
  GET: async (req) => prospectSummary((await requireUser(req)).tenantId),
});

/**
 * GET, POST /api/audiences/segments       the saved segments; save {segment_id, label} (again: rename)
 * DELETE    /api/audiences/segments/:id   forget a saved segment (its prospects stay)
 * POST      /api/audiences/import         {segment_id}: every page, answered {imported, merged, skipped}
 * GET, PUT  /api/audiences/settings       {allow_catch_all, retention_days}
 * GET       /api/audiences/summary        prospects by ZIP code and per day by segment
 * Every write changes who the firm may write to: a confirmed address first.
 */
export const audiencesRoute = handler((req, context) => {
  const id = pathParam(context, 'id', SAVED_AUDIENCE);
  if (id !== null) return oneSegment(id)(req, context);
  const path = new URL(req.url).pathname.replace(/\/+$/, '');
  if (path.endsWith('/audiences/segments')) return segmentList(req, context);
  if (path.endsWith('/audiences/import')) return importRoute(req, context);
  if (path.endsWith('/audiences/settings')) return settingsRoute(req, context);
  return summaryRoute(req, context);
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
