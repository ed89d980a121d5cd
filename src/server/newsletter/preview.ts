import type { FirmForCheck } from '#shared/compliance/types';
import { PROOF_SUBJECT_PREFIX, type Preview } from '#shared/newsletter/campaigns';
import type { Issue } from '#shared/newsletter/issue';
import { MERGE_FIELDS, type MergeValues, SAMPLE_VALUES } from '#shared/newsletter/mergeFields';
import { SENDING_SETTINGS_MISSING } from '#shared/schemas/sendingSettings';
import type { SignedInAttorney } from '../auth';
import { emailAsIssue, contactMergeValues, renderEmail, type RenderResult } from '../email/render';
import { Conflict, Invalid, NotFound, UpstreamFailed } from '../errors';
import { firestore } from '../firebase';
import { firmForCheck } from '../firm/firmProfile';
import { takeRateLimitSlots, type RateLimit } from '../rateLimit';
import { needsAdvertisementNotice, toRecipient } from '../sending/recipients';
import { readSendingConfig } from '../sending/settings';
import { SendingSetupError } from '../sending/smtpHost';
import { createMailer, describeSmtpError } from '../sending/transport';
import * as store from '../store/collections';
import { imageRef, imagesById } from './images';
import { firmBrand } from './settings';

/**
 * Previews and proofs: an issue or a sequence email rendered exactly as a reader receives it
 * (the same template, merge fields filled for a chosen contact or the sample reader). A preview
 * or proof has no reader to unsubscribe, so its Unsubscribe link asks the firm by email instead.
 */

type IssueContent = Pick<Issue, 'subject' | 'preheader' | 'blocks'>;

export const SAMPLE_READER = 'Sample reader';

const sampleContact: MergeValues = Object.fromEntries(
  MERGE_FIELDS.filter((field) => field.key.startsWith('contact.')).map((field) => [field.key, SAMPLE_VALUES[field.key]]),
);

/** A contact of the firm, as merge values and a name; 404 for anyone else's. */
async function contactValues(
  tenantId: string,
  contactId: string,
): Promise<{ values: MergeValues; name: string; email: string | null; advertisement?: boolean }> {
  const db = await firestore();
  const snap = await store.contacts(db, tenantId).doc(contactId).get();
  const contact = snap.data();
  if (!contact) throw NotFound.of('That contact');
  return {
    values: contactMergeValues({ name: contact.name, city: contact.city }),
    name: contact.name,
    email: contact.email,
    // A prospect sees the advertisement line in the preview too, as they will in their inbox.
    advertisement: needsAdvertisementNotice(toRecipient(snap.id, contact)),
  };
}

export async function renderFor(
  tenantId: string,
  issue: IssueContent,
  contact: MergeValues,
  unsubscribeUrl: string,
  firm?: FirmForCheck,
  advertisement = false,
): Promise<RenderResult> {
  const imageIds = issue.blocks.flatMap((block) => (block.type === 'image' ? [block.asset_id] : []));
  const [firmFacts, brand, images] = await Promise.all([
    firm ?? firmForCheck(tenantId),
    firmBrand(tenantId),
    imagesById(tenantId, imageIds),
  ]);
  return renderEmail({
    issue,
    firm: firmFacts,
    brand,
    images: new Map([...images].map(([id, image]) => [id, imageRef(image)])),
    contact,
    unsubscribeUrl,
    advertisement,
  });
}

async function previewUnsubscribe(tenantId: string): Promise<string> {
  const config = await readSendingConfig(tenantId).catch(() => null);
  return config ? `mailto:${config.fromAddress}?subject=unsubscribe` : 'mailto:?subject=unsubscribe';
}

/** POST /api/newsletter-preview: the issue (or sequence email) as one reader would receive it. */
export async function preview(
  user: SignedInAttorney,
  input: { issue?: IssueContent; email?: { subject: string; body: string }; contact_id?: string | null },
): Promise<Preview> {
  const issue = input.issue ?? (input.email ? emailAsIssue(input.email.subject, input.email.body) : null);
  if (!issue) throw new Invalid('Send the issue (or the email) to preview.');
  const reader = input.contact_id
    ? await contactValues(user.tenantId, input.contact_id)
    : { values: sampleContact, name: SAMPLE_READER, advertisement: false };
  const unsubscribe = await previewUnsubscribe(user.tenantId);
  let result = await renderFor(user.tenantId, issue, reader.values, unsubscribe, undefined, reader.advertisement);
  let missing: string[] = [];
  if (!result.ok) {
    // Shown anyway, with what would stop this reader's email, so the attorney sees where.
    missing = result.missing.map((key) => `{{${key}}}`);
    result = await renderFor(
      user.tenantId,
      issue,
      { ...sampleContact, ...withoutBlanks(reader.values) },
      unsubscribe,
      undefined,
      reader.advertisement,
    );
  }
  if (!result.ok) throw new Invalid('The preview could not be filled in.');
  return {
    subject: result.subject,
    html: result.html,
    text: result.text,
    reader: reader.name,
    missing,
    size_bytes: Buffer.byteLength(result.html),
  };
}

const withoutBlanks = (values: MergeValues) => Object.fromEntries(Object.entries(values).filter(([, v]) => v && v.trim() !== ''));

const PROOFS_PER_HOUR = 30;
const proofLimit = (tenantId: string): RateLimit => ({
  path: `tenants/${tenantId}/rate_limits/proofs`,
  max: PROOFS_PER_HOUR,
  windowMs: 60 * 60 * 1000,
  refusal: (minutes) =>
    `Your firm has sent ${PROOFS_PER_HOUR} proofs this hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
});

export const NOT_A_FIRM_ADDRESS = 'Proofs go only to the email address of someone at your firm (a person who signs in to your workspace).';

/** The addresses of everyone who signs in to the firm's workspace. */
export async function firmUserEmails(tenantId: string): Promise<string[]> {
  const db = await firestore();
  const snap = await store.profiles(db).where('tenant_id', '==', tenantId).get();
  return snap.docs.map((doc) => doc.data().email.toLowerCase()).filter(Boolean);
}

/** "Send a proof": the issue as a chosen contact (or the sample reader) would receive it, to someone at the firm. */
export async function sendProof(
  user: SignedInAttorney,
  issue: IssueContent,
  input: { to: string; contact_id?: string | null },
): Promise<{ sent_to: string; reader: string }> {
  if (!(await firmUserEmails(user.tenantId)).includes(input.to)) throw new Invalid(NOT_A_FIRM_ADDRESS, 'to');
  const config = await readSendingConfig(user.tenantId);
  if (!config) throw new Conflict(SENDING_SETTINGS_MISSING);
  const reader = input.contact_id
    ? await contactValues(user.tenantId, input.contact_id)
    : { values: sampleContact, name: SAMPLE_READER, advertisement: false };
  const result = await renderFor(
    user.tenantId,
    issue,
    reader.values,
    `mailto:${config.fromAddress}?subject=unsubscribe`,
    undefined,
    reader.advertisement,
  );
  if (!result.ok) {
    throw new Conflict(
      `${reader.name}’s email would not leave: ${result.missing.map((key) => `{{${key}}}`).join(', ')} has no value and no fallback. Add a fallback, or choose another reader.`,
    );
  }
  await takeRateLimitSlots([proofLimit(user.tenantId)]);
  let mailer: Awaited<ReturnType<typeof createMailer>>;
  try {
    mailer = await createMailer(config);
  } catch (error) {
    if (error instanceof SendingSetupError) throw new Conflict(`The proof was not sent. ${error.message}`);
    throw error;
  }
  try {
    await mailer.sendMail({
      from: { name: config.fromName, address: config.fromAddress },
      to: input.to,
      subject: `${PROOF_SUBJECT_PREFIX}${result.subject}`,
      html: result.html,
      text: result.text,
    });
  } catch (error) {
    throw new UpstreamFailed(`The proof was not sent. ${describeSmtpError(error)}`);
  } finally {
    mailer.close();
  }
  return { sent_to: input.to, reader: reader.name };
}
