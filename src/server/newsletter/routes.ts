import * as z from 'zod/mini';
import { approvalSchema, campaignSendingSchema, previewSchema, proofSchema, scheduleSchema } from '#shared/newsletter/campaigns';
import { blockDraftRequestSchema, draftRequestSchema } from '#shared/newsletter/drafts';
import { campaignInputSchema, issueProblem } from '#shared/newsletter/issue';
import { audienceCountRequestSchema, segmentInputSchema, type SegmentDefinition } from '#shared/newsletter/segments';
import { NO_NEWSLETTER_SUGGESTION, newsletterSettingsSchema } from '#shared/newsletter/settings';
import { aiConfigFor } from '../ai/aiConfig';
import { requireConfirmedUser, requireUser, type SignedInAttorney } from '../auth';
import { Invalid, NotFound } from '../errors';
import { firmForCheck } from '../firm/firmProfile';
import {
  created,
  handler,
  MAX_JSON_BYTES,
  methods,
  parseJsonText,
  pathParam,
  readBodyCapped,
  readJson,
  readNoBody,
  type RouteContext,
} from '../http';
import { generationPerAddress, generationPerFirm } from '../rateLimit';
import { countAudience } from './audience';
import {
  approveCampaign,
  cancelSchedule,
  changeSending,
  createCampaign,
  deleteCampaign,
  duplicateCampaign,
  EVERYONE_DEFINITION,
  getCampaign,
  listCampaigns,
  recordActivity,
  requestApproval,
  returnToDraft,
  scheduleCampaign,
  updateCampaign,
} from './campaigns';
import { generateIssue, regenerateBlock } from './generation';
import { listImages, servePublicImage, uploadImage } from './images';
import { preview, sendProof } from './preview';
import { createSegment, deleteSegment, listSegments, readSegment, updateSegment } from './segments';
import {
  getNewsletterSettings,
  importWelcomeFormImages,
  newsletterSuggestion,
  readNewsletterValues,
  saveNewsletterSettings,
} from './settings';
import { newsletterTemplates } from './templates';

/*
 * Every write here changes what the firm's readers get, or reads its welcome form: a confirmed
 * address first (requireConfirmedUser). A blocking compliance finding is a 422 whose findings
 * are placed on their blocks (CampaignComplianceRefusal), for the editor to mark.
 */

/** A JSON body checked by a schema whose problems are named by block ("Block 3 (Button): ..."). */
export async function readIssueJson<S extends z.core.$ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) throw new Invalid('Send the request body as JSON (Content-Type: application/json).');
  const raw = parseJsonText(new TextDecoder().decode(await readBodyCapped(req, MAX_JSON_BYTES)));
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) throw new Invalid(issueProblem(parsed.error, raw));
  return parsed.data;
}

/** GET, PUT /api/newsletter-settings */
export const newsletterSettingsRoute = handler(
  methods('newsletter-settings', {
    GET: async (req) => getNewsletterSettings(await requireUser(req)),
    PUT: async (req) => {
      const user = await requireConfirmedUser(req);
      return saveNewsletterSettings(user, await readJson(req, newsletterSettingsSchema));
    },
  }),
);

// The welcome form is the firm's private answers: only for whoever proved they own the address it came from.
const suggestion = methods('newsletter-settings/suggestion', {
  GET: async (req) => {
    const found = await newsletterSuggestion(await requireConfirmedUser(req));
    if (!found) throw new NotFound(NO_NEWSLETTER_SUGGESTION);
    return found;
  },
});

const suggestionImages = methods('newsletter-settings/suggestion/images', {
  POST: async (req) => {
    const user = await requireConfirmedUser(req);
    await readNoBody(req);
    const copied = await importWelcomeFormImages(user);
    if (!copied) throw new NotFound(NO_NEWSLETTER_SUGGESTION);
    return created(copied);
  },
});

/**
 * GET  /api/newsletter-settings/suggestion          the welcome form's answers as settings (404 when none)
 * POST /api/newsletter-settings/suggestion/images   copies its logo and headshot into the library
 */
export const newsletterSuggestionRoute = handler((req, context) =>
  new URL(req.url).pathname.endsWith('/images') ? suggestionImages(req, context) : suggestion(req, context),
);

/** GET, POST /api/newsletter-images: the firm's image library; POST uploads one (multipart, field "image"). */
export const newsletterImagesRoute = handler(
  methods('newsletter-images', {
    GET: async (req) => listImages(await requireUser(req)),
    POST: async (req) => {
      const user = await requireConfirmedUser(req);
      return created(await uploadImage(user, req));
    },
  }),
);

const publicImage = (context: RouteContext) => servePublicImage(pathParam(context, 'file', 'That image') ?? '');

/** GET /api/email-images/:file: public, for mail apps; the address names no firm and no storage key. */
export const emailImagesRoute = handler(
  methods('email-images/:file', {
    GET: async (_req, context) => publicImage(context),
    HEAD: async (_req, context) => publicImage(context),
  }),
);

const segmentList = methods('segments', {
  GET: async (req) => listSegments(await requireUser(req)),
  POST: async (req) => {
    const user = await requireConfirmedUser(req);
    return created(await createSegment(user, await readJson(req, segmentInputSchema)));
  },
});

const oneSegment = (id: string) =>
  methods('segments/:id', {
    GET: async (req) => readSegment((await requireUser(req)).tenantId, id),
    PUT: async (req) => {
      const user = await requireConfirmedUser(req);
      return updateSegment(user, id, await readJson(req, segmentInputSchema));
    },
    DELETE: async (req) => deleteSegment(await requireConfirmedUser(req), id),
  });

/** GET, POST /api/segments; GET, PUT, DELETE /api/segments/:id */
export const segmentsRoute = handler((req, context) => {
  const id = pathParam(context, 'id', 'That segment');
  return id === null ? segmentList(req, context) : oneSegment(id)(req, context);
});

/** POST /api/audience-count {segment_id | definition, campaign_id?}: who it reaches, before anything is sent. */
export const audienceCountRoute = handler(
  methods('audience-count', {
    POST: async (req) => {
      const user = await requireUser(req);
      const input = await readJson(req, audienceCountRequestSchema);
      let definition: SegmentDefinition = input.definition ?? EVERYONE_DEFINITION;
      const firm = await firmForCheck(user.tenantId);
      const campaign = input.campaign_id ? await getCampaign(user, input.campaign_id) : null;
      const segmentId = input.segment_id !== undefined ? input.segment_id : input.definition ? null : (campaign?.segment_id ?? null);
      if (segmentId) definition = await readSegment(user.tenantId, segmentId);
      return countAudience(user.tenantId, definition, campaign ?? undefined, campaign ? firm : undefined);
    },
  }),
);

const campaignList = methods('campaigns', {
  GET: async (req) => listCampaigns(await requireUser(req)),
  POST: async (req) => {
    const user = await requireConfirmedUser(req);
    const input = await readIssueJson(req, campaignInputSchema);
    return created(await createCampaign(user, input, await firmForCheck(user.tenantId)));
  },
});

const oneCampaign = (id: string) =>
  methods('campaigns/:id', {
    GET: async (req) => {
      const user = await requireUser(req);
      return getCampaign(user, id, await firmForCheck(user.tenantId));
    },
    PUT: async (req) => {
      const user = await requireConfirmedUser(req);
      const input = await readIssueJson(req, campaignInputSchema);
      return updateCampaign(user, id, input, await firmForCheck(user.tenantId));
    },
    DELETE: async (req) => deleteCampaign(await requireConfirmedUser(req), id),
  });

/** GET, POST /api/campaigns; GET, PUT, DELETE /api/campaigns/:id */
export const campaignsRoute = handler((req, context) => {
  const id = pathParam(context, 'id', 'That campaign');
  return id === null ? campaignList(req, context) : oneCampaign(id)(req, context);
});

/** The campaign after an action, as the editor shows it. */
async function afterAction(req: Request, id: string, act: (user: SignedInAttorney) => Promise<void>) {
  const user = await requireConfirmedUser(req);
  await act(user);
  return getCampaign(user, id, await firmForCheck(user.tenantId));
}

const CAMPAIGN_ACTIONS = {
  duplicate: (id: string) =>
    methods('campaigns/:id/duplicate', {
      POST: async (req) => {
        const user = await requireConfirmedUser(req);
        await readNoBody(req);
        return created(await duplicateCampaign(user, id, await firmForCheck(user.tenantId)));
      },
    }),
  'approval-request': (id: string) =>
    methods('campaigns/:id/approval-request', {
      POST: async (req) =>
        afterAction(req, id, async (user) => {
          await readNoBody(req);
          await requestApproval(user, id);
        }),
    }),
  approval: (id: string) =>
    methods('campaigns/:id/approval', {
      POST: async (req) =>
        afterAction(req, id, async (user) => {
          const { content_hash } = await readJson(req, approvalSchema);
          await approveCampaign(user, id, content_hash, await firmForCheck(user.tenantId));
        }),
      DELETE: async (req) => afterAction(req, id, (user) => returnToDraft(user, id)),
    }),
  schedule: (id: string) =>
    methods('campaigns/:id/schedule', {
      POST: async (req) =>
        afterAction(req, id, async (user) => void (await scheduleCampaign(user, id, await readJson(req, scheduleSchema)))),
      DELETE: async (req) => afterAction(req, id, (user) => cancelSchedule(user, id)),
    }),
  sending: (id: string) =>
    methods('campaigns/:id/sending', {
      POST: async (req) =>
        afterAction(req, id, async (user) => changeSending(user, id, (await readJson(req, campaignSendingSchema)).action)),
    }),
  proof: (id: string) =>
    methods('campaigns/:id/proof', {
      POST: async (req) => {
        const user = await requireConfirmedUser(req);
        const input = await readJson(req, proofSchema);
        const sent = await sendProof(user, await getCampaign(user, id), input);
        await recordActivity(user, id, `Proof sent to ${sent.sent_to} (as ${sent.reader})`);
        return sent;
      },
    }),
};

/**
 * POST /api/campaigns/:id/duplicate            a new draft with the same content
 * POST /api/campaigns/:id/approval-request     draft → awaiting approval
 * POST, DELETE /api/campaigns/:id/approval     approve {content_hash} | back to draft
 * POST, DELETE /api/campaigns/:id/schedule     schedule {when: next|at|now, at?} | cancel before it starts
 * POST /api/campaigns/:id/sending              {action: pause|resume}
 * POST /api/campaigns/:id/proof                {to, contact_id?}: the issue to someone at the firm
 */
export const campaignActionsRoute = handler((req, context) => {
  const id = pathParam(context, 'id', 'That campaign')!;
  const action = new URL(req.url).pathname.split('/').pop() ?? '';
  if (!Object.hasOwn(CAMPAIGN_ACTIONS, action)) throw new NotFound('That address was not found.');
  return CAMPAIGN_ACTIONS[action as keyof typeof CAMPAIGN_ACTIONS](id)(req, context);
});

/** POST /api/newsletter-preview {issue | email, contact_id?}: as one reader would receive it. */
export const newsletterPreviewRoute = handler(
  methods('newsletter-preview', {
    POST: async (req) => {
      const user = await requireUser(req);
      return preview(user, await readIssueJson(req, previewSchema));
    },
  }),
);

const issueDraft = methods('newsletter-drafts', {
  POST: async (req, context) => {
    const user = await requireUser(req);
    const input = await readJson(req, draftRequestSchema);
    const ai = await aiConfigFor(user, [generationPerFirm(user.tenantId), generationPerAddress(context.ip)], context.ip);
    const [firm, { values }] = await Promise.all([firmForCheck(user.tenantId), readNewsletterValues(user.tenantId)]);
    return generateIssue(ai, firm, values, { month: input.month, prompt: input.prompt });
  },
});

const blockDraft = methods('newsletter-drafts/block', {
  POST: async (req, context) => {
    const user = await requireUser(req);
    const input = await readIssueJson(req, blockDraftRequestSchema);
    const ai = await aiConfigFor(user, [generationPerFirm(user.tenantId), generationPerAddress(context.ip)], context.ip);
    const [firm, { values }] = await Promise.all([firmForCheck(user.tenantId), readNewsletterValues(user.tenantId)]);
    return regenerateBlock(ai, firm, values, input.issue, input.block_id, { month: input.month, prompt: input.prompt });
  },
});

/**
 * POST /api/newsletter-drafts        {month, prompt?} → {issue, findings}: a whole issue, not saved
 * POST /api/newsletter-drafts/block  {issue, block_id, month, prompt?} → {block, findings}
 */
export const newsletterDraftsRoute = handler((req, context) =>
  new URL(req.url).pathname.endsWith('/block') ? blockDraft(req, context) : issueDraft(req, context),
);

/** GET /api/newsletter-templates: the newsletter layouts (buttons on the firm's website) and the curated sequences. */
export const newsletterTemplatesRoute = handler(
  methods('newsletter-templates', {
    GET: async (req) => {
      const user = await requireUser(req);
      return newsletterTemplates((await firmForCheck(user.tenantId)).website);
    },
  }),
);
