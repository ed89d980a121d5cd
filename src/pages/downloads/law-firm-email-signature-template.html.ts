import type { APIRoute } from 'astro';
import { renderEmailSignatureTemplate } from '#shared/downloads/emailSignatureTemplate';

/** Built once into dist/downloads/law-firm-email-signature-template.html (ARTICLE_OFFERS['signature-template']). */
export const GET: APIRoute = () =>
  new Response(renderEmailSignatureTemplate(), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
