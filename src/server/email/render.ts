import { createElement } from 'react';
import { ADVERTISEMENT_NOTICE, composeFooter, footerParts } from '#shared/compliance/footer';
import type { FirmForCheck } from '#shared/compliance/types';
import { brandPalette, type BrandPalette } from '#shared/newsletter/brandColor';
import type { Block, Issue } from '#shared/newsletter/issue';
import { LOCAL_ITEM_KIND_LABELS } from '#shared/newsletter/issue';
import { type MergeFieldKey, type MergeValues, nameParts, resolveMergeFields } from '#shared/newsletter/mergeFields';
import { toE164 } from '#shared/schemas/contacts';
import { type ImageRef, NewsletterEmail, readableDate } from './NewsletterEmail';

/**
 * renderEmail: one email for one reader, HTML and plain text from the same blocks, through the
 * one template. Merge fields are filled first (a field with no value and no fallback means the
 * email must not leave: `{ok: false, missing}`), then every web link goes through `wrapLink`,
 * the hook click tracking uses to wrap links per recipient. The unsubscribe link is never wrapped.
 */

export interface EmailBrand {
  color: string;
  logo: ImageRef | null;
  headshot: ImageRef | null;
}

export interface RenderInput {
  issue: Pick<Issue, 'subject' | 'preheader' | 'blocks'>;
  firm: FirmForCheck;
  brand: EmailBrand;
  /** The firm's images the blocks name, by asset id (a missing one is left out). */
  images?: ReadonlyMap<string, ImageRef>;
  /** The reader's fields (see contactMergeValues); the firm's are added from `firm`. */
  contact: MergeValues;
  unsubscribeUrl: string;
  /** Each web link as this reader will click it; the link itself by default. */
  wrapLink?: (url: string) => string;
  /** Identify the email as an advertisement, first (CAN-SPAM, for a reader who never consented: ADVERTISEMENT_NOTICE). */
  advertisement?: boolean;
  /** This reader's open pixel, when the firm counts opens (decision record 0022). */
  openPixelUrl?: string | null;
}

export type RenderResult =
  | { ok: true; subject: string; preheader: string; html: string; text: string; palette: BrandPalette }
  | { ok: false; missing: MergeFieldKey[] };

/** The city in the firm's address: the line that reads "City, ST 12345". */
export function cityOfAddress(address: string | undefined): string {
  const line = address
    ?.split(/\r?\n/)
    .reverse()
    .find((l) => /,\s*[A-Z]{2}\s+\d{5}/.test(l));
  return line ? line.replace(/,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?.*$/, '').trim() : '';
}

export function firmMergeValues(firm: FirmForCheck): MergeValues {
  return {
    'firm.name': firm.firmName ?? '',
    'firm.attorney': firm.responsibleAttorney ?? '',
    'firm.phone': firm.phone ?? '',
    'firm.website': firm.website ?? '',
    'firm.city': cityOfAddress(firm.address),
  };
}

/** A contact's fields as merge values. */
export function contactMergeValues(contact: { name: string; city?: string | null }): MergeValues {
  const name = nameParts(contact.name);
  return {
    'contact.first_name': name.first,
    'contact.last_name': name.last,
    'contact.full_name': name.full,
    'contact.city': contact.city ?? '',
  };
}

/** Every text of the issue filled for one reader, with the fields that could not be. */
export function resolveIssue(issue: RenderInput['issue'], values: MergeValues): { issue: RenderInput['issue']; missing: MergeFieldKey[] } {
  const missing = new Set<MergeFieldKey>();
  const fill = (value: string) => {
    const resolved = resolveMergeFields(value, values);
    for (const key of resolved.missing) missing.add(key);
    return resolved.text;
  };
  const fillOptional = (value: string | undefined) => (value === undefined ? undefined : fill(value));
  // Reading order, so `missing` lists the fields as a reader meets them.
  const subject = fill(issue.subject);
  const preheader = fill(issue.preheader);
  const blocks = issue.blocks.map((block): Block => {
    switch (block.type) {
      case 'heading':
      case 'paragraph':
        return { ...block, text: fill(block.text) };
      case 'local_item':
        return { ...block, title: fill(block.title), text: fill(block.text), place: fillOptional(block.place) };
      case 'tip_list':
        return { ...block, title: fillOptional(block.title), tips: block.tips.map(fill) };
      case 'image':
        return { ...block, alt: fill(block.alt), caption: fillOptional(block.caption) };
      case 'button':
        return { ...block, label: fill(block.label) };
      case 'attorney_note':
        return { ...block, text: fill(block.text), signature: fillOptional(block.signature) };
    }
  });
  return { issue: { subject, preheader, blocks }, missing: [...missing] };
}

const isWebLink = (url: string) => /^https?:\/\//i.test(url);

/** The plain-text part: the same blocks in reading order, links written out, then the footer. */
export function issuePlainText(
  issue: RenderInput['issue'],
  firm: FirmForCheck,
  unsubscribeUrl: string,
  web: (url: string) => string,
  attorney: string,
  advertisement = false,
): string {
  const parts: string[] = advertisement ? [ADVERTISEMENT_NOTICE] : [];
  const name = firm.firmName?.trim();
  if (name) parts.push(name.toUpperCase());
  for (const block of issue.blocks) {
    switch (block.type) {
      case 'heading':
        parts.push(`${block.text}\n${'-'.repeat(Math.min(block.text.length, 60))}`);
        break;
      case 'paragraph':
        parts.push(block.text);
        break;
      case 'local_item': {
        const meta = [block.place, block.date && readableDate(block.date)].filter(Boolean).join(' · ');
        parts.push(
          [
            `${LOCAL_ITEM_KIND_LABELS[block.kind].toUpperCase()}: ${block.title}`,
            meta,
            block.text,
            block.link && `Read more: ${web(block.link)}`,
          ]
            .filter(Boolean)
            .join('\n'),
        );
        break;
      }
      case 'tip_list':
        parts.push([block.title, ...block.tips.map((tip) => `- ${tip}`)].filter(Boolean).join('\n'));
        break;
      case 'image':
        if (block.caption) parts.push(block.caption);
        break;
      case 'button':
        parts.push(`${block.label}: ${web(block.url)}`);
        break;
      case 'attorney_note': {
        const signature = block.signature ?? attorney;
        parts.push([block.text, signature && `- ${signature}`].filter(Boolean).join('\n'));
        break;
      }
    }
  }
  const contact = [firm.phone && `call ${firm.phone}`, firm.website && `visit ${web(firm.website)}`].filter(Boolean).join(' or ');
  if (contact) parts.push(`Questions? ${contact[0]!.toUpperCase()}${contact.slice(1)}.`);
  return `${parts.join('\n\n')}\n\n--\n${composeFooter(firm, { unsubscribeUrl })}\n`;
}

/** Renders one reader's email. */
export async function renderEmail(input: RenderInput): Promise<RenderResult> {
  const values = { ...firmMergeValues(input.firm), ...input.contact };
  const { issue, missing } = resolveIssue(input.issue, values);
  if (missing.length > 0) return { ok: false, missing };
  const wrap = input.wrapLink ?? ((url: string) => url);
  const web = (url: string) => (isWebLink(url) ? wrap(url) : url);
  const palette = brandPalette(input.brand.color);
  const footer = footerParts(input.firm);
  const phone = footer.phone && toE164(footer.phone);
  const attorney = input.firm.responsibleAttorney?.trim() ?? '';
  const { render } = await import('@react-email/render');
  const html = await render(
    createElement(NewsletterEmail, {
      subject: issue.subject,
      preheader: issue.preheader,
      blocks: issue.blocks,
      palette,
      firmName: input.firm.firmName?.trim() || 'Our firm',
      logo: input.brand.logo,
      headshot: input.brand.headshot,
      images: input.images ?? new Map(),
      footer,
      links: { web, unsubscribe: input.unsubscribeUrl, tel: phone ? `tel:${phone}` : null, openPixel: input.openPixelUrl ?? null },
      attorney,
      advertisement: input.advertisement ? ADVERTISEMENT_NOTICE : null,
    }),
    { pretty: false },
  );
  return {
    ok: true,
    subject: issue.subject,
    preheader: issue.preheader,
    html,
    text: issuePlainText(issue, input.firm, input.unsubscribeUrl, web, attorney, input.advertisement),
    palette,
  };
}

/**
 * A sequence email as an issue: its plain-text body becomes paragraphs, so sequence emails go
 * through the same template (logo, colour, footer) as the newsletter.
 */
export function emailAsIssue(subject: string, body: string): RenderInput['issue'] {
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    subject,
    preheader: '',
    blocks: (paragraphs.length > 0 ? paragraphs : [body]).map((part, i) => ({ id: `p${i}`, type: 'paragraph' as const, text: part })),
  };
}
