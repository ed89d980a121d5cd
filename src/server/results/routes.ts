import { stageChangeSchema } from '#shared/schemas/pipeline';
import { resultsSettingsSchema } from '#shared/schemas/resultsSettings';
import { requireConfirmedEmail, requireUser } from '../auth';
import { handler, HttpError, json, methodNotAllowed, pathParam, readJson } from '../http';
import { setStage } from './pipeline';
import { resultsSummary, sourceReport } from './reports';
import { opensTracked, saveResultsSettings } from './settings';
import { contactTimeline } from './timeline';

/** GET /api/reports/summary, /api/reports/campaigns/:id, /api/reports/sequences/:id */
export const reportsRoute = handler(async (req, context) => {
  const user = await requireUser(req);
  if (req.method !== 'GET') throw methodNotAllowed(['GET']);
  const path = new URL(req.url).pathname;
  if (path === '/api/reports/summary') return json(await resultsSummary(user.tenantId));
  const kind = path.startsWith('/api/reports/campaigns/') ? 'campaign' : 'sequence';
  const what = kind === 'campaign' ? 'That campaign' : 'That sequence';
  const id = pathParam(context, 'id', what);
  if (id === null) throw new HttpError(404, `${what} was not found.`);
  return json(await sourceReport(user.tenantId, kind, id));
});

/** PUT /api/contacts/:id/stage: moves the contact in the pipeline (with the case type and fee when signed). */
export const contactStageRoute = handler(async (req, context) => {
  const user = await requireUser(req);
  if (req.method !== 'PUT') throw methodNotAllowed(['PUT']);
  const id = pathParam(context, 'id', 'That contact');
  if (id === null) throw new HttpError(404, 'That contact was not found.');
  await requireConfirmedEmail(user);
  return json(await setStage(user.tenantId, id, await readJson(req, stageChangeSchema), user.fullName || user.email || null));
});

/** GET /api/contacts/:id/timeline: the contact's pipeline and everything that happened, newest first. */
export const contactTimelineRoute = handler(async (req, context) => {
  const user = await requireUser(req);
  if (req.method !== 'GET') throw methodNotAllowed(['GET']);
  const id = pathParam(context, 'id', 'That contact');
  if (id === null) throw new HttpError(404, 'That contact was not found.');
  return json(await contactTimeline(user.tenantId, id));
});

/** GET, PUT /api/results-settings: whether opens are counted with a pixel. */
export const resultsSettingsRoute = handler(async (req) => {
  const user = await requireUser(req);
  if (req.method === 'GET') return json({ open_pixel: await opensTracked(user.tenantId) });
  if (req.method !== 'PUT') throw methodNotAllowed(['GET', 'PUT']);
  await requireConfirmedEmail(user);
  return json(await saveResultsSettings(user.tenantId, await readJson(req, resultsSettingsSchema), user.uid));
});
