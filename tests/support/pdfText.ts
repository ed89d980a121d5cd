import { fileURLToPath } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = fileURLToPath(new URL('../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url));

/** The text of every page of a PDF, whitespace collapsed (wrapped lines join with a space). */
export async function pdfText(data: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: data.slice(), standardFontDataUrl }).promise;
  let text = '';
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ') + ' ';
  }
  return { pages: pdf.numPages, text: text.replace(/\s+/g, ' ').trim() };
}
