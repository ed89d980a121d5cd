import type { APIRoute } from 'astro';
import { renderNewsletterTipsPdf } from '#shared/newsletterTipsPdf';

/** Built once into dist/downloads/5-newsletter-tips.pdf. */
export const GET: APIRoute = async () =>
  new Response(new Blob([new Uint8Array(await renderNewsletterTipsPdf())]), { headers: { 'Content-Type': 'application/pdf' } });
