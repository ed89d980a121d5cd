import type { APIRoute } from 'astro';
import { renderEmailReportTemplate } from '#shared/downloads/emailReportTemplate';

/** Built once into dist/downloads/law-firm-email-report-template.html (ARTICLE_OFFERS['report-template']). */
export const GET: APIRoute = () => new Response(renderEmailReportTemplate(), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
