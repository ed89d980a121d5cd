import * as z from 'zod/mini';
import { approvalSchema, campaignSendingSchema, previewSchema, proofSchema, scheduleSchema } from '#shared/newsletter/campaigns';
import { campaignInputSchema, issueProblem } from '#shared/newsletter/issue';
import { audienceCountRequestSchema, segmentInputSchema, type SegmentDefinition } from '#shared/newsletter/segments';
import { NO_NEWSLETTER_SUGGESTION, newsletterSettingsSchema } from '#shared/newsletter/settings';
import { requireConfirmedEmail, requireUser, type SignedInAttorney } from '../auth';
import { firmForCheck } from '../firmProfile';
import { aiConfigFor } from '../generation/aiConfig';
import {
  handler,
  HttpError,
  json,
  MAX_JSON_BYTES,
  methodNotAllowed,
  parseJsonText,
  pathParam,
  readBodyCapped,
  readJson,
  readNoBody,
} from '../http';
import { generationPerAddress, generationPerFirm } from '../rateLimit';
import { countAudience } from './audience';
import {
  approveCampaign,
  CampaignComplianceRefusal,
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
import { blockDraftRequestSchema, draftRequestSchema } from '#shared/newsletter/drafts';
import { generateIssue, regenerateBlock } from './generation';
import { listImages, servePublicImage, uploadImage } from './images';
import { preview, sendProof } from './preview';
import { newsletterTemplates } from './templates';
import { createSegment, deleteSegment, listSegments, readSegment, updateSegment } from './segments';
import {
  getNewsletterSettings,
  importWelcomeFormImages,
  newsletterSuggestion,
  readNewsletterValues,
  saveNewsletterSettings,
} from './settings';

/** A JSON body checked by a schema whose problems are named by block ("Block 3 (Button): ..."). */
export async function readIssueJson<S extends z.core.$ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) throw new HttpError(400, 'Send the request body as JSON (Content-Type: application/json).');
  const raw = parseJsonText(new TextDecoder().decode(await readBodyCapped(req, MAX_JSON_BYTES)));
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) throw new HttpError(400, issueProblem(parsed.error, raw));
  return parsed.data;
}

/** Every write here changes what the firm's readers get, or reads its welcome form: a confirmed address first. */
async function signedInWriter(req: Request): Promise<SignedInAttorney> {
  const user = await requireUser(req);
  if (req.method !== 'GET' && req.method !== 'HEAD') await requireConfirmedEmail(user);
  return user;
}

/** A refusal the editor marks block by block. */
export const withRefusals = (route: Parameters<typeof handler>[0]) =>
  handler(async (req, context) => {
    try {
      return await route(req, context);
    } catch (error) {
      if (error instanceof CampaignComplianceRefusal) return error.toResponse();
      throw error;
    }
  });

/** GET, PUT /api/newsletter-settings */
export const newsletterSettingsRoute = handler(async (req) => {
  if (req.method !== 'GET' && req.method !== 'PUT') throw methodNotAllowed(['GET', 'PUT']);
  const user = await signedInWriter(req);
  if (req.method === 'GET') return json(await getNewsletterSettings(user));
  return json(await saveNewsletterSettings(user, await readJson(req, newsletterSettingsSchema)));
});

/**
 * GET  /api/newsletter-settings/suggestion          the welcome form's answers as settings (404 when none)
 * POST /api/newsletter-settings/suggestion/images   copies its logo and headshot into the library
 */
export const newsletterSuggestionRoute = handler(async (req) => {
  const images = new URL(req.url).pathname.endsWith('/images');
  if (images ? req.method !== 'POST' : req.method !== 'GET') throw methodNotAllowed([images ? 'POST' : 'GET']);
  const user = await requireUser(req);
  // The form is the firm's private answers: only for whoever proved they own the address it came from.
  await requireConfirmedEmail(user);
  if (images) {
    await readNoBody(req);
    const copied = await importWelcomeFormImages(user);
    if (!copied) throw new HttpError(404, NO_NEWSLETTER_SUGGESTION);
    return json(copied, 201);
  }
  const suggestion = await newsletterSuggestion(user);
  if (!suggestion) throw new HttpError(404, NO_NEWSLETTER_SUGGESTION);
  return json(suggestion);
});

/** GET, POST /api/newsletter-images: the firm's image library; POST uploads one (multipart, field "image"). */
export const newsletterImagesRoute = handler(async (req) => {
  if (req.method !== 'GET' && req.method !== 'POST') throw methodNotAllowed(['GET', 'POST']);
  const user = await signedInWriter(req);
  if (req.method === 'GET') return json(await listImages(user));
  return json(await uploadImage(user, req), 201);
});

/** GET /api/email-images/:file: public, for mail apps; the address names no firm and no storage key. */
export const emailImagesRoute = handler(async (req, context) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') throw methodNotAllowed(['GET']);
  const file = pathParam(context, 'file', 'That image') ?? '';
  return servePublicImage(file);
});

/** GET, POST /api/segments; GET, PUT, DELETE /api/segments/:id */
export const segmentsRoute = handler(async (req, context) => {
  const id = pathParam(context, 'id', 'That segment');
  const user = await signedInWriter(req);
  if (id === null) {
    if (req.method === 'GET') return json(await listSegments(user));
    if (req.method === 'POST') return json(await createSegment(user, await readJson(req, segmentInputSchema)), 201);
    throw methodNotAllowed(['GET', 'POST']);
  }
  if (req.method === 'GET') return json(await readSegment(user.tenantId, id));
  if (req.method === 'PUT') return json(await updateSegment(user, id, await readJson(req, segmentInputSchema)));
  if (req.method === 'DELETE') {
    await deleteSegment(user, id);
    return new Response(null, { status: 204 });
  }
  throw methodNotAllowed(['GET', 'PUT', 'DELETE']);
});

/** POST /api/audience-count {segment_id | definition, campaign_id?}: who it reaches, before anything is sent. */
export const audienceCountRoute = handler(async (req) => {
  if (req.method !== 'POST') throw methodNotAllowed(['POST']);
  const user = await requireUser(req);
  const input = await readJson(req, audienceCountRequestSchema);
  let definition: SegmentDefinition = input.definition ?? EVERYONE_DEFINITION;
  const firm = await firmForCheck(user.tenantId);
  const campaign = input.campaign_id ? await getCampaign(user, input.campaign_id) : null;
  const segmentId = input.segment_id !== undefined ? input.segment_id : input.definition ? null : (campaign?.segment_id ?? null);
  if (segmentId) definition = await readSegment(user.tenantId, segmentId);
  return json(await countAudience(user.tenantId, definition, campaign ?? undefined, campaign ? firm : undefined));
});

/** GET, POST /api/campaigns; GET, PUT, DELETE /api/campaigns/:id */
export const campaignsRoute = withRefusals(async (req, context) => {
  const id = pathParam(context, 'id', 'That campaign');
  const user = await signedInWriter(req);
  if (id === null) {
    if (req.method === 'GET') return json(await listCampaigns(user));
    if (req.method === 'POST') {
      const input = await readIssueJson(req, campaignInputSchema);
      return json(await createCampaign(user, input, await firmForCheck(user.tenantId)), 201);
    }
    throw methodNotAllowed(['GET', 'POST']);
  }
  if (req.method === 'GET') return json(await getCampaign(user, id, await firmForCheck(user.tenantId)));
  if (req.method === 'PUT') {
    const input = await readIssueJson(req, campaignInputSchema);
    return json(await updateCampaign(user, id, input, await firmForCheck(user.tenantId)));
  }
  if (req.method === 'DELETE') {
    await deleteCampaign(user, id);
    return new Response(null, { status: 204 });
  }
  throw methodNotAllowed(['GET', 'PUT', 'DELETE']);
});

const ACTIONS = ['duplicate', 'approval-request', 'approval', 'schedule', 'sending', 'proof'] as const;
type CampaignAction = (typeof ACTIONS)[number];

/**
 * POST /api/campaigns/:id/duplicate            a new draft with the same content
 * POST /api/campaigns/:id/approval-request     draft → awaiting approval
 * POST, DELETE /api/campaigns/:id/approval     approve {content_hash} | back to draft
 * POST, DELETE /api/campaigns/:id/schedule     schedule {when: next|at|now, at?} | cancel before it starts
 * POST /api/campaigns/:id/sending              {action: pause|resume}
 * POST /api/campaigns/:id/proof                {to, contact_id?}: the issue to someone at the firm
 */
export const campaignActionsRoute = withRefusals(async (req, context) => {
  const id = pathParam(context, 'id', 'That campaign')!;
  const action = new URL(req.url).pathname.split('/').pop() as CampaignAction;
  if (!ACTIONS.includes(action)) throw new HttpError(404, 'That address was not found.');
  const deletable = action === 'approval' || action === 'schedule';
  if (req.method !== 'POST' && !(deletable && req.method === 'DELETE')) throw methodNotAllowed(deletable ? ['POST', 'DELETE'] : ['POST']);
  const user = await signedInWriter(req);
  const firm = await firmForCheck(user.tenantId);
  switch (action) {
    case 'duplicate':
      await readNoBody(req);
      return json(await duplicateCampaign(user, id, firm), 201);
    case 'approval-request':
      await readNoBody(req);
      await requestApproval(user, id);
      break;
    case 'approval':
      if (req.method === 'DELETE') await returnToDraft(user, id);
      else await approveCampaign(user, id, (await readJson(req, approvalSchema)).content_hash, firm);
      break;
    case 'schedule':
      if (req.method === 'DELETE') await cancelSchedule(user, id);
      else await scheduleCampaign(user, id, await readJson(req, scheduleSchema));
      break;
    case 'sending':
      await changeSending(user, id, (await readJson(req, campaignSendingSchema)).action);
      break;
    case 'proof': {
      const input = await readJson(req, proofSchema);
      const campaign = await getCampaign(user, id);
      const sent = await sendProof(user, campaign, input);
      await recordActivity(user, id, `Proof sent to ${sent.sent_to} (as ${sent.reader})`);
      return json(sent);
    }
  }
  return json(await getCampaign(user, id, firm));
});

/** POST /api/newsletter-preview {issue | email, contact_id?}: as one reader would receive it. */
export const newsletterPreviewRoute = handler(async (req) => {
  if (req.method !== 'POST') throw methodNotAllowed(['POST']);
  const user = await requireUser(req);
  return json(await preview(user, await readIssueJson(req, previewSchema)));
});

/**
 * POST /api/newsletter-drafts        {month, prompt?} → {issue, findings}: a whole issue, not saved
 * POST /api/newsletter-drafts/block  {issue, block_id, month, prompt?} → {block, findings}
 */
export const newsletterDraftsRoute = handler(async (req, context) => {
  if (req.method !== 'POST') throw methodNotAllowed(['POST']);
  const oneBlock = new URL(req.url).pathname.endsWith('/block');
  const user = await requireUser(req);
  const blockInput = oneBlock ? await readIssueJson(req, blockDraftRequestSchema) : null;
  const input = blockInput ?? (await readJson(req, draftRequestSchema));
  const ai = await aiConfigFor(user, [generationPerFirm(user.tenantId), generationPerAddress(context.ip)], context.ip);
  const [firm, { values }] = await Promise.all([firmForCheck(user.tenantId), readNewsletterValues(user.tenantId)]);
  const brief = { month: input.month, prompt: input.prompt };
  if (blockInput) return json(await regenerateBlock(ai, firm, values, blockInput.issue, blockInput.block_id, brief));
  return json(await generateIssue(ai, firm, values, brief));
});

/** GET /api/newsletter-templates: the newsletter layouts (buttons on the firm's website) and the curated sequences. */
export const newsletterTemplatesRoute = handler(async (req) => {
  if (req.method !== 'GET') throw methodNotAllowed(['GET']);
  const user = await requireUser(req);
  const firm = await firmForCheck(user.tenantId);
  return json(newsletterTemplates(firm.website));
});
