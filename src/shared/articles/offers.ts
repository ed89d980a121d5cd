/**
 * The free resources an article can offer above its closing block, chosen per
 * article in its front matter (`offers`) to fit why the reader came: a metrics
 * page offers the report template, a signature page the signature template.
 * The downloads are built with the site (src/pages/downloads/).
 */
import { NEWSLETTER_TIPS_PDF, NEWSLETTER_TIPS_TITLE } from '../newsletterTips';

export interface ArticleOffer {
  /** What the resource is, as its own title. */
  title: string;
  /** One sentence under the link: what the reader gets and in what form. */
  description: string;
  href: string;
  /** The visible link text. */
  action: string;
  /** For a download: the file name it saves as and its format, said to screen readers too. */
  file?: { name: string; format: 'PDF' | 'HTML' };
}

export const EMAIL_REPORT_TEMPLATE_PATH = '/downloads/law-firm-email-report-template.html';
export const EMAIL_SIGNATURE_TEMPLATE_PATH = '/downloads/law-firm-email-signature-template.html';

export const ARTICLE_OFFERS = {
  'newsletter-tips': {
    title: NEWSLETTER_TIPS_TITLE,
    description: 'Five habits that make a law-firm newsletter worth opening, on one printable page.',
    href: NEWSLETTER_TIPS_PDF,
    action: 'Download the 5 newsletter tips',
    file: { name: '5-newsletter-tips.pdf', format: 'PDF' },
  },
  'sample-newsletter': {
    title: 'A sample personal-injury newsletter, annotated',
    description: 'One complete issue with a note beside each part saying why it is there and which rule it meets.',
    href: '/sample-newsletter',
    action: 'See the annotated sample newsletter',
  },
  'report-template': {
    title: 'Monthly email report template for partners',
    description:
      'The one-page report in five blocks, ready to fill in each month: what went out, engagement, business signals, the compliance record and next steps. Opens in any browser, Word or Google Docs.',
    href: EMAIL_REPORT_TEMPLATE_PATH,
    action: 'Download the report template',
    file: { name: 'law-firm-email-report-template.html', format: 'HTML' },
  },
  'signature-template': {
    title: 'Email signature template for a personal-injury firm',
    description:
      'An attorney signature and a staff signature ready to copy into Gmail, Outlook or Apple Mail, with the wording rules beside each line.',
    href: EMAIL_SIGNATURE_TEMPLATE_PATH,
    action: 'Download the signature template',
    file: { name: 'law-firm-email-signature-template.html', format: 'HTML' },
  },
} as const satisfies Record<string, ArticleOffer>;

export type ArticleOfferId = keyof typeof ARTICLE_OFFERS;
export const ARTICLE_OFFER_IDS = Object.keys(ARTICLE_OFFERS) as [ArticleOfferId, ...ArticleOfferId[]];
