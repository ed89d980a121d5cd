/**
 * The API's routes and what each answers, written once for both sides: the server's routes
 * build their answers to these types (`methods()` in src/server/http.ts refuses anything else),
 * and the browser's `api()` (src/browser/api.ts) returns them. Paths are the functions'
 * `config.path` without `/api/`; `:name` is a path parameter. Errors are always `{ error }`.
 */
import type { ResultsSummary, SesEventsAnswer, SourceReport } from './results';
import type { ContactTimeline, Pipeline } from './schemas/pipeline';
import type { ResultsSettings } from './schemas/resultsSettings';
import type { VapiAssistant } from './agentCalls/vapiExport';
import type { ApiKeySummary } from './apiKeys';
import type {
  AuditEntry,
  DeskFirm,
  DeskProofSent,
  DeskSubmissionDetail,
  DeskSubmissions,
  StripeWebhookReceipt,
  WorkspaceCreated,
} from './backoffice/desk';
import type { Campaign, CampaignSummary, Preview, ProofSent } from './newsletter/campaigns';
import type { GeneratedBlock, GeneratedIssue } from './newsletter/drafts';
import type { AudienceCount, Segment } from './newsletter/segments';
import type { NewsletterImage, NewsletterSettings, NewsletterSettingsSuggestion, WelcomeFormImages } from './newsletter/settings';
import type { NewsletterTemplates } from './newsletter/templates';
import type { Profile } from './profile';
import type { AudienceSegment, ImportResult as AudienceImportResult, ProspectSettings, ProspectSummary } from './prospects/terms';
import type { Conversation, ConversationContactResult, ConversationSummary } from './schemas/agentConversations';
import type { Agent } from './schemas/agents';
import type { ComplianceCheckResponse } from './schemas/complianceCheck';
import type { Contact, ContactDetail, ContactPage, ImportResult } from './schemas/contactTerms';
import type { EnrolResult } from './schemas/enrolmentTerms';
import type { SequenceEnrolments } from './schemas/enrolments';
import type { FirmProfile, FirmProfileSuggestion } from './schemas/firmProfile';
import type { LeadAccepted, LeadEndpoint, LeadEndpointWithSecret, LeadMappingAnswer } from './schemas/leadWebhook';
import type { OnboardingReceipt } from './schemas/onboarding';
import type { SendingDomain } from './schemas/sendingDomain';
import type { SendingProgress, SendingReadiness, SendingSettings, TestEmailSent } from './schemas/sendingSettings';
import type { GeneratedSequence, SequenceDetail, SequenceSummary } from './schemas/sequences';

/** 204: the answer has no body. */
export type NoContent = void;

/** Server-sent events (read with `apiStream`): `conversation`, `delta`, `replace`, `done` or `error`. */
export interface EventStream {
  readonly kind: 'text/event-stream';
}

/** A page in words for a person who opened a link from an email (not JSON). */
export interface HtmlPage {
  readonly kind: 'text/html';
}

/** A 302 to the address a tracked link carries (a reader's click), or a page saying the link is not valid. */
export interface Redirect {
  readonly kind: 'redirect';
}

/** An image's bytes (PNG or JPEG), for mail apps: not JSON. */
export interface ImageFile {
  readonly kind: 'image';
}

export interface ApiRoutes {
  me: { GET: Profile; POST: Profile };
  'firm-profile': { GET: FirmProfile; PUT: FirmProfile };
  'firm-profile/suggestion': { GET: FirmProfileSuggestion };
  onboarding: { POST: OnboardingReceipt };

  contacts: { GET: ContactPage; POST: ContactDetail };
  'contacts/import': { POST: ImportResult };
  'contacts/:id': { GET: ContactDetail; PUT: Contact; DELETE: NoContent };
  'contacts/:id/consents': { POST: ContactDetail };
  'leads/webhook-endpoint': { GET: LeadEndpoint; POST: LeadEndpointWithSecret };
  'leads/webhook-endpoint/mapping': { GET: LeadMappingAnswer; PUT: LeadMappingAnswer };
  'leads/webhook-endpoint/previous-secret': { DELETE: NoContent };
  'leads/webhook/:endpointId': { POST: LeadAccepted };

  sequences: { GET: SequenceSummary[]; POST: SequenceDetail };
  'sequences/:id': { GET: SequenceDetail; PUT: SequenceDetail; DELETE: NoContent };
  'sequences/:id/approval': { POST: SequenceDetail };
  'generate-email-sequence': { POST: GeneratedSequence };
  'compliance/check': { POST: ComplianceCheckResponse };

  'sequences/:id/enrolments': { GET: SequenceEnrolments; POST: EnrolResult };
  'sequences/:id/enrolments/:enrolmentId': { POST: SequenceEnrolments };
  'sequences/:id/sending': { POST: SequenceEnrolments };
  'sending-settings': { GET: SendingSettings; PUT: SendingSettings };
  'sending-settings/test': { POST: TestEmailSent };
  'sending-progress': { GET: SendingProgress };
  'sending-domain': { GET: SendingDomain; PUT: SendingDomain };
  'sending-domain/check': { POST: SendingDomain };
  'sending-readiness': { GET: SendingReadiness };
  'unsubscribe/:token': { GET: HtmlPage; HEAD: HtmlPage; POST: HtmlPage };

  agents: { GET: Agent[]; POST: Agent };
  'agents/:id': { PUT: Agent; DELETE: NoContent };
  'agents/:id/export': { GET: VapiAssistant };
  'agents/:id/conversations': { GET: ConversationSummary[]; POST: EventStream };
  'agents/:id/conversations/:conversationId': { GET: Conversation; DELETE: NoContent };
  'agents/:id/conversations/:conversationId/messages': { POST: EventStream };
  'agents/:id/conversations/:conversationId/contact': { POST: ConversationContactResult };

  'api-keys': { GET: ApiKeySummary[]; POST: ApiKeySummary };
  'api-keys/:name': { PUT: ApiKeySummary; DELETE: NoContent };

  'audiences/segments': { GET: AudienceSegment[]; POST: AudienceSegment };
  'audiences/segments/:id': { DELETE: NoContent };
  'audiences/import': { POST: AudienceImportResult };
  'audiences/settings': { GET: ProspectSettings; PUT: ProspectSettings };
  'audiences/summary': { GET: ProspectSummary };

  'newsletter-settings': { GET: NewsletterSettings; PUT: NewsletterSettings };
  'newsletter-settings/suggestion': { GET: NewsletterSettingsSuggestion };
  'newsletter-settings/suggestion/images': { POST: WelcomeFormImages };
  'newsletter-images': { GET: NewsletterImage[]; POST: NewsletterImage };
  'email-images/:file': { GET: ImageFile; HEAD: ImageFile };
  segments: { GET: Segment[]; POST: Segment };
  'segments/:id': { GET: Segment; PUT: Segment; DELETE: NoContent };
  'audience-count': { POST: AudienceCount };
  campaigns: { GET: CampaignSummary[]; POST: Campaign };
  'campaigns/:id': { GET: Campaign; PUT: Campaign; DELETE: NoContent };
  'campaigns/:id/duplicate': { POST: Campaign };
  'campaigns/:id/approval-request': { POST: Campaign };
  'campaigns/:id/approval': { POST: Campaign; DELETE: Campaign };
  'campaigns/:id/schedule': { POST: Campaign; DELETE: Campaign };
  'campaigns/:id/sending': { POST: Campaign };
  'campaigns/:id/proof': { POST: ProofSent };
  'newsletter-preview': { POST: Preview };
  'newsletter-drafts': { POST: GeneratedIssue };
  'newsletter-drafts/block': { POST: GeneratedBlock };
  'newsletter-templates': { GET: NewsletterTemplates };

  'billing/stripe-webhook': { POST: StripeWebhookReceipt };
  'audit-log': { GET: AuditEntry[] };
  'desk/submissions': { GET: DeskSubmissions };
  'desk/submissions/:id': { GET: DeskSubmissionDetail };
  'desk/submissions/:id/images/:which': { GET: ImageFile };
  'desk/submissions/:id/workspace': { POST: WorkspaceCreated };
  'desk/firms/:tenantId': { GET: DeskFirm };
  'desk/firms/:tenantId/audit-log': { GET: AuditEntry[] };
  'desk/firms/:tenantId/campaigns': { GET: CampaignSummary[]; POST: Campaign };
  'desk/firms/:tenantId/campaigns/:id': { GET: Campaign; PUT: Campaign };
  'desk/firms/:tenantId/campaigns/:id/proof': { POST: DeskProofSent };

  'r/:token': { GET: Redirect; HEAD: Redirect };
  'o/:file': { GET: ImageFile; HEAD: ImageFile };
  'email-events/ses': { POST: SesEventsAnswer };
  'reports/summary': { GET: ResultsSummary };
  'reports/campaigns/:id': { GET: SourceReport };
  'reports/sequences/:id': { GET: SourceReport };
  'contacts/:id/stage': { PUT: Pipeline };
  'contacts/:id/timeline': { GET: ContactTimeline };
  'results-settings': { GET: ResultsSettings; PUT: ResultsSettings };
}

export type ApiPath = keyof ApiRoutes;
export type ApiMethod<P extends ApiPath> = keyof ApiRoutes[P] & string;
/** What `method` on `path` answers when it succeeds. */
export type ApiAnswer<P extends ApiPath, M extends ApiMethod<P>> = ApiRoutes[P][M];

/** The names of a path's parameters: 'contacts/:id/consents' → 'id'. */
export type PathParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route's path with its parameters filled in, each percent-encoded. */
export function apiPath<P extends ApiPath>(path: P, params: Record<PathParamName<P>, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent((params as Record<string, string>)[name]!));
}
