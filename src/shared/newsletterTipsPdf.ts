import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { NEWSLETTER_TIPS, NEWSLETTER_TIPS_TITLE } from './newsletterTips';
import { PRODUCT_NAME, SUPPORT_EMAIL } from './site';

const PAGE = { width: 612, height: 792, margin: 64 };
const NAVY = rgb(0, 0.137, 0.4);

/** Splits text into lines that fit `maxWidth` at the given font size. */
function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > maxWidth && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Renders the five-tips guide as a one-page US Letter PDF. */
export async function renderNewsletterTipsPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(NEWSLETTER_TIPS_TITLE);
  doc.setAuthor(PRODUCT_NAME);
  doc.setCreator(PRODUCT_NAME);
  // Fixed dates keep the file byte-for-byte reproducible between builds.
  doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const width = PAGE.width - PAGE.margin * 2;
  let y = PAGE.height - PAGE.margin;

  const draw = (text: string, font: PDFFont, size: number, color = rgb(0.15, 0.15, 0.2), gap = 4) => {
    for (const line of wrap(text, font, size, width)) {
      page.drawText(line, { x: PAGE.margin, y, size, font, color });
      y -= size + gap;
    }
  };

  draw(PRODUCT_NAME, bold, 12, NAVY);
  y -= 8;
  draw(NEWSLETTER_TIPS_TITLE, bold, 20, NAVY, 6);
  y -= 10;
  NEWSLETTER_TIPS.forEach((tip, i) => {
    draw(`${i + 1}. ${tip.title}`, bold, 13, NAVY);
    y -= 2;
    draw(tip.body, regular, 11);
    y -= 14;
  });
  y -= 6;
  draw(
    `Questions? Write to ${SUPPORT_EMAIL}. General information, not legal advice. Results not guaranteed.`,
    regular,
    9,
    rgb(0.35, 0.35, 0.4),
  );
  return doc.save();
}
