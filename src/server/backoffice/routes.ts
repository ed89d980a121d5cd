import { deskProofSchema } from '#shared/backoffice/deskSchemas';
import { campaignInputSchema } from '#shared/newsletter/issue';
import { firmProfileSchema } from '#shared/schemas/firmProfile';
import { requireUser } from '../auth';
import { handler, methods, readJson, Reply, type RouteContext } from '../http';
import { readIssueJson } from '../newsletter/routes';
import { listAudit } from './audit';
import { deskRows, submissionDetail, submissionDoc, submissionImage } from './desk';
import { deskFirm, draftFirmCampaign, editFirmCampaign, firmCampaign, firmCampaigns, sendProofForApproval } from './firmWork';
import { deskNotFound, requireStaff, type StaffMember } from './staff';
import { recordStripeEvent } from './stripeWebhook';
import { clientTenant, createWorkspace } from './workspace';

/** POST /api/billing/stripe-webhook: signed events from Stripe (public; the signature is the authentication). */
export const stripeWebhookRoute = handler(
  methods('billing/stripe-webhook', {
    POST: async (req) => ({ received: true as const, ...(await recordStripeEvent(req)) }),
  }),
);

/** GET /api/audit-log: what our staff did in the firm's workspace, newest first (Settings). */
export const auditLogRoute = handler(
  methods('audit-log', {
    GET: async (req) => listAudit((await requireUser(req)).tenantId),
  }),
);

/**
 * Everything under /api/desk/ is one function, so an address that does not exist and an address
 * a non-staff caller may not see answer alike: the staff check comes before the path is read.
 * Each route is the route table's (src/shared/api.ts), answered through methods().
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
type Params = Record<string, string>;
type DeskRoute = (staff: StaffMember, params: Params) => (req: Request, context: RouteContext) => Promise<Response>;

const DESK_ROUTES: { path: string; methods: readonly string[]; route: DeskRoute }[] = [
  {
    path: 'desk/submissions',
    methods: ['GET'],
    route: () => methods('desk/submissions', { GET: async () => ({ rows: await deskRows(), now: new Date().toISOString() }) }),
  },
  {
    path: 'desk/submissions/:id',
    methods: ['GET'],
    route: (_, p) => methods('desk/submissions/:id', { GET: async () => submissionDetail(p.id!) }),
  },
  {
    path: 'desk/submissions/:id/images/:which',
    methods: ['GET'],
    route: (_, p) => methods('desk/submissions/:id/images/:which', { GET: async () => submissionImage(p.id!, p.which!) }),
  },
  {
    path: 'desk/submissions/:id/workspace',
    methods: ['POST'],
    route: (staff, p) =>
      methods('desk/submissions/:id/workspace', {
        POST: async (req) => {
          // The submission first: a missing one is 404 before the body is judged.
          await submissionDoc(p.id!);
          const result = await createWorkspace(staff, p.id!, await readJson(req, firmProfileSchema));
          return new Reply(result, result.created ? 201 : 200);
        },
      }),
  },
  {
    path: 'desk/firms/:tenantId',
    methods: ['GET'],
    route: (_, p) => methods('desk/firms/:tenantId', { GET: async () => deskFirm(p.tenantId!) }),
  },
  {
    path: 'desk/firms/:tenantId/audit-log',
    methods: ['GET'],
    route: (_, p) =>
      methods('desk/firms/:tenantId/audit-log', {
        GET: async () => {
          await clientTenant(p.tenantId!);
          return listAudit(p.tenantId!);
        },
      }),
  },
  {
    path: 'desk/firms/:tenantId/campaigns',
    methods: ['GET', 'POST'],
    route: (staff, p) =>
      methods('desk/firms/:tenantId/campaigns', {
        GET: async () => firmCampaigns(staff, p.tenantId!),
        POST: async (req) => {
          await clientTenant(p.tenantId!);
          return new Reply(await draftFirmCampaign(staff, p.tenantId!, await readIssueJson(req, campaignInputSchema)), 201);
        },
      }),
  },
  {
    path: 'desk/firms/:tenantId/campaigns/:id',
    methods: ['GET', 'PUT'],
    route: (staff, p) =>
      methods('desk/firms/:tenantId/campaigns/:id', {
        GET: async () => firmCampaign(staff, p.tenantId!, p.id!),
        PUT: async (req) => {
          await clientTenant(p.tenantId!);
          return editFirmCampaign(staff, p.tenantId!, p.id!, await readIssueJson(req, campaignInputSchema));
        },
      }),
  },
  {
    path: 'desk/firms/:tenantId/campaigns/:id/proof',
    methods: ['POST'],
    route: (staff, p) =>
      methods('desk/firms/:tenantId/campaigns/:id/proof', {
        POST: async (req) => {
          await clientTenant(p.tenantId!);
          return sendProofForApproval(staff, p.tenantId!, p.id!, (await readJson(req, deskProofSchema)).to);
        },
      }),
  },
];

const PATTERNS = DESK_ROUTES.map((route) => ({ ...route, pattern: new URLPattern({ pathname: `/api/${route.path}` }) }));

/** The desk's paths, as the bad-input corpus walks them with a staff token. */
export const DESK_ROUTE_PATHS = PATTERNS.map((route) => ({ path: route.pattern.pathname, methods: route.methods }));

function decoded(value: string | undefined): string {
  try {
    return decodeURIComponent(value ?? '');
  } catch {
    throw deskNotFound();
  }
}

export const deskRoute = handler(async (req, context) => {
  const staff = await requireStaff(req);
  const { pathname } = new URL(req.url);
  const found = PATTERNS.find((route) => route.pattern.test({ pathname }));
  if (!found) throw deskNotFound();
  const groups = found.pattern.exec({ pathname })!.pathname.groups;
  const params = Object.fromEntries(Object.entries(groups).map(([name, value]) => [name, decoded(value)]));
  return found.route(staff, params)(req, context);
});
