import type { DeskSubmissions } from '#shared/backoffice/desk';
import { deskProofSchema } from '#shared/backoffice/deskSchemas';
import { campaignInputSchema } from '#shared/newsletter/issue';
import { firmProfileSchema } from '#shared/schemas/firmProfile';
import { requireUser } from '../auth';
import { handler, json, methodNotAllowed, readJson } from '../http';
import { readIssueJson, withRefusals } from '../newsletter/routes';
import { listAudit } from './audit';
import { deskRows, submissionDetail, submissionDoc, submissionImage } from './desk';
import { deskFirm, draftFirmCampaign, editFirmCampaign, firmCampaign, firmCampaigns, sendProofForApproval } from './firmWork';
import { deskNotFound, requireStaff } from './staff';
import { recordStripeEvent } from './stripeWebhook';
import { clientTenant, createWorkspace } from './workspace';

/** POST /api/billing/stripe-webhook: signed events from Stripe (public; the signature is the authentication). */
export const stripeWebhookRoute = handler(async (req) => {
  if (req.method !== 'POST') throw methodNotAllowed(['POST']);
  const { outcome, event_id } = await recordStripeEvent(req);
  return json({ received: true, outcome, event_id });
});

/**
 * Everything under /api/desk/ is one function, so an address that does not exist and an address
 * a non-staff caller may not see answer alike: the staff check comes before the path is read.
 *
 * GET  desk/submissions                                 the list, overdue first, then newest
 * GET  desk/submissions/:id                             one form, with its images' addresses
 * GET  desk/submissions/:id/images/:which               logo | headshot
 * POST desk/submissions/:id/workspace {firm profile}    Create workspace (idempotent)
 * GET  desk/firms/:tenantId                             a client firm
 * GET  desk/firms/:tenantId/audit-log                   what staff did there
 * GET, POST desk/firms/:tenantId/campaigns              its issues; draft one
 * GET, PUT  desk/firms/:tenantId/campaigns/:id          one issue; edit it
 * POST desk/firms/:tenantId/campaigns/:id/proof {to?}   the proof to the attorney, for approval
 */
const DESK_ROUTES = [
  { pattern: new URLPattern({ pathname: '/api/desk/submissions' }), methods: ['GET'] },
  { pattern: new URLPattern({ pathname: '/api/desk/submissions/:id' }), methods: ['GET'] },
  { pattern: new URLPattern({ pathname: '/api/desk/submissions/:id/images/:which' }), methods: ['GET'] },
  { pattern: new URLPattern({ pathname: '/api/desk/submissions/:id/workspace' }), methods: ['POST'] },
  { pattern: new URLPattern({ pathname: '/api/desk/firms/:tenantId' }), methods: ['GET'] },
  { pattern: new URLPattern({ pathname: '/api/desk/firms/:tenantId/audit-log' }), methods: ['GET'] },
  { pattern: new URLPattern({ pathname: '/api/desk/firms/:tenantId/campaigns' }), methods: ['GET', 'POST'] },
  { pattern: new URLPattern({ pathname: '/api/desk/firms/:tenantId/campaigns/:id' }), methods: ['GET', 'PUT'] },
  { pattern: new URLPattern({ pathname: '/api/desk/firms/:tenantId/campaigns/:id/proof' }), methods: ['POST'] },
] as const;

/** The desk's paths, as the bad-input corpus walks them with a staff token. */
export const DESK_ROUTE_PATHS = DESK_ROUTES.map((route) => ({ path: route.pattern.pathname, methods: route.methods }));

function decoded(value: string | undefined): string {
  try {
    return decodeURIComponent(value ?? '');
  } catch {
    throw deskNotFound();
  }
}

export const deskRoute = withRefusals(async (req) => {
  const staff = await requireStaff(req);
  const { pathname } = new URL(req.url);
  const route = DESK_ROUTES.find((r) => r.pattern.test({ pathname }));
  if (!route) throw deskNotFound();
  if (!(route.methods as readonly string[]).includes(req.method)) throw methodNotAllowed([...route.methods]);
  const groups = route.pattern.exec({ pathname })!.pathname.groups;
  const id = decoded(groups.id);
  const tenantId = decoded(groups.tenantId);
  switch (route.pattern.pathname) {
    case '/api/desk/submissions':
      return json({ rows: await deskRows(), now: new Date().toISOString() } satisfies DeskSubmissions);
    case '/api/desk/submissions/:id':
      return json(await submissionDetail(id));
    case '/api/desk/submissions/:id/images/:which':
      return submissionImage(id, decoded(groups.which));
    case '/api/desk/submissions/:id/workspace': {
      // The submission first: a missing one is 404 before the body is judged.
      await submissionDoc(id);
      const result = await createWorkspace(staff, id, await readJson(req, firmProfileSchema));
      return json(result, result.created ? 201 : 200);
    }
    case '/api/desk/firms/:tenantId':
      return json(await deskFirm(tenantId));
    case '/api/desk/firms/:tenantId/audit-log':
      await clientTenant(tenantId);
      return json(await listAudit(tenantId));
    case '/api/desk/firms/:tenantId/campaigns':
      if (req.method === 'GET') return json(await firmCampaigns(staff, tenantId));
      await clientTenant(tenantId);
      return json(await draftFirmCampaign(staff, tenantId, await readIssueJson(req, campaignInputSchema)), 201);
    case '/api/desk/firms/:tenantId/campaigns/:id':
      if (req.method === 'GET') return json(await firmCampaign(staff, tenantId, id));
      await clientTenant(tenantId);
      return json(await editFirmCampaign(staff, tenantId, id, await readIssueJson(req, campaignInputSchema)));
    case '/api/desk/firms/:tenantId/campaigns/:id/proof':
      await clientTenant(tenantId);
      return json(await sendProofForApproval(staff, tenantId, id, (await readJson(req, deskProofSchema)).to));
  }
  throw deskNotFound();
});

/** GET /api/audit-log: what our staff did in the firm's workspace, newest first (Settings). */
export const auditLogRoute = handler(async (req) => {
  if (req.method !== 'GET') throw methodNotAllowed(['GET']);
  const user = await requireUser(req);
  return json(await listAudit(user.tenantId));
});
