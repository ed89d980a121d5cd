import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { escapeHtml, markup } from './html';
import { REPORT_BLOCKS, renderEmailReportTemplate } from './emailReportTemplate';
import { SAMPLE_SIGNATURES, SIGNATURE_WORDING_RULES, renderEmailSignatureTemplate, signaturePlainText } from './emailSignatureTemplate';
import { ARTICLE_OFFERS } from '../articles/offers';

describe('markup', () => {
  it('escapes interpolated text but keeps nested markup as markup', () => {
    expect(markup`<p>${'<b>&"'}</p>`.safeHtml).toBe('<p>&lt;b&gt;&amp;&quot;</p>');
    expect(markup`<ul>${['a', 'b'].map((x) => markup`<li>${x}</li>`)}</ul>`.safeHtml).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(escapeHtml("Reyes & Clark's")).toBe('Reyes &amp; Clark&#39;s');
  });
});

/** The document's visible text and its parsed tree; a downloadable template must stand alone. */
function readDocument(source: string) {
  expect(source.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
  expect(source).not.toMatch(/<script|<link|src="http/i);
  const doc = parse(source);
  return { doc, text: doc.querySelector('body')!.text.replace(/\s+/g, ' ') };
}

describe('renderEmailSignatureTemplate', () => {
  const { doc, text } = readDocument(renderEmailSignatureTemplate());

  it('holds both sample signatures as copyable markup and as plain text', () => {
    expect(doc.querySelector('title')!.text).toBe(ARTICLE_OFFERS['signature-template'].title);
    const samples = doc.querySelectorAll('.sample');
    expect(samples).toHaveLength(SAMPLE_SIGNATURES.length);
    SAMPLE_SIGNATURES.forEach((s, i) => {
      expect(samples[i]!.text).toContain(s.name);
      for (const [, shown, tel] of s.phones) expect(samples[i]!.querySelector(`a[href="tel:${tel}"]`)!.text).toBe(shown);
      expect(doc.querySelectorAll('pre')[i]!.text).toBe(signaturePlainText(s));
    });
  });

  it('says the identities are samples and gives the wording rules with their sources', () => {
    expect(text).toContain('invented samples');
    for (const rule of SIGNATURE_WORDING_RULES) expect(text).toContain(rule.replace(/\s+/g, ' '));
    expect(text).toContain('Rule 7.2(c)');
    expect(text).toContain('Rule 4-7.14');
    expect(text).toContain('not legal advice');
  });
});

describe('renderEmailReportTemplate', () => {
  const { doc, text } = readDocument(renderEmailReportTemplate());

  it('lays out the five blocks in order, each measure with a cell to fill per column', () => {
    expect(
      doc
        .querySelectorAll('h2')
        .map((h) => h.text)
        .slice(0, 5),
    ).toEqual(REPORT_BLOCKS.map((b) => b.title));
    const sections = doc.querySelectorAll('section');
    REPORT_BLOCKS.forEach((block, i) => {
      const rows = sections[i]!.querySelectorAll('tbody tr');
      expect(rows).toHaveLength(block.rows.length);
      for (const row of rows) expect(row.querySelectorAll('td.fill[contenteditable="true"]')).toHaveLength(block.columns.length);
    });
  });

  it('carries the thresholds and the honest-attribution wording', () => {
    expect(text).toContain('0.3%');
    expect(text).toContain('CAN-SPAM allows 10');
    expect(text).toContain('Two new clients named the newsletter in March.');
  });
});
