import { stageChangeSchema } from '#shared/schemas/pipeline';
import { resultsSettingsSchema } from '#shared/schemas/resultsSettings';
import { requireConfirmedUser, requireUser } from '../auth';
import { NotFound } from '../errors';
import { handler, methods, pathParam, readJson, type RouteContext } from '../http';
import { setStage } from './pipeline';
import { resultsSummary, sourceReport } from './reports';
import { opensTracked, saveResultsSettings } from './settings';
import { contactTimeline } from './timeline';

/** The route's `:id`, or a 404 in the route's words when there is none. */
function idOf(context: RouteContext, what: string): string {
  const id = pathParam(context, 'id', what);
  if (id === null) throw NotFound.of(what);
  return id;
}

/** GET /api/reports/summary */
export const reportsSummaryRoute = handler(
  methods('reports/summary', { GET: async (req) => resultsSummary((await requireUser(req)).tenantId) }),
);

/** GET /api/reports/campaigns/:id */
export const campaignReportRoute = handler(
  methods('reports/campaigns/:id', {
    GET: async (req, context) => sourceReport((await requireUser(req)).tenantId, 'campaign', idOf(context, 'That campaign')),
  }),
);

/** GET /api/reports/sequences/:id */
export const sequenceReportRoute = handler(
  methods('reports/sequences/:id', {
    GET: async (req, context) => sourceReport((await requireUser(req)).tenantId, 'sequence', idOf(context, 'That sequence')),
  }),
);

/** PUT /api/contacts/:id/stage: moves the contact in the pipeline (with the case type and fee when signed). */
export const contactStageRoute = handler(
  methods('contacts/:id/stage', {
    PUT: async (req, context) => {
      const id = idOf(context, 'That contact');
      const user = await requireConfirmedUser(req);
      return setStage(user.tenantId, id, await readJson(req, stageChangeSchema), user.fullName || user.email || null);
    },
  }),
);

/** GET /api/contacts/:id/timeline: the contact's pipeline and everything that happened, newest first. */
export const contactTimelineRoute = handler(
  methods('contacts/:id/timeline', {
    GET: async (req, context) => {
      const id = idOf(context, 'That contact');
      return contactTimeline((await requireUser(req)).tenantId, id);
    },
  }),
);

/** GET, PUT /api/results-settings: whether opens are counted with a pixel. */
export const resultsSettingsRoute = handler(
  methods('results-settings', {
    GET: async (req) => ({ open_pixel: await opensTracked((await requireUser(req)).tenantId) }),
    PUT: async (req) => {
      const user = await requireConfirmedUser(req);
      return saveResultsSettings(user.tenantId, await readJson(req, resultsSettingsSchema), user.uid);
    },
  }),
);
