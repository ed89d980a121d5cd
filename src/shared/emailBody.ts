/**
 * Email bodies are plain text. They are stored as HTML-escaped text with line
 * breaks as <br>, and turned back into text for editing.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const UNESCAPES: Record<string, string> = Object.fromEntries(Object.entries(ESCAPES).map(([k, v]) => [v, k]));

/** Every line break as \n, the way bodies are stored. */
export function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

export function textToBodyHtml(text: string): string {
  return normalizeLineBreaks(text)
    .replace(/[&<>"']/g, (c) => ESCAPES[c]!)
    .replace(/\n/g, '<br>');
}

export function bodyHtmlToText(html: string): string {
  return html.replace(/<br>/g, '\n').replace(/&(amp|lt|gt|quot|#39);/g, (m) => UNESCAPES[m]!);
}
