/**
 * The monthly email report template offered on the metrics article, built with
 * the site into dist/downloads/ (src/pages/downloads/law-firm-email-report-template.html.ts).
 * A self-contained HTML file with empty cells: type into them in a browser and
 * print, or open the file in Word or Google Docs. The five blocks and their
 * order are the ones the article recommends, so partners learn where to look.
 */
import { ARTICLE_OFFERS } from '../articles/offers';
import { PRODUCT_NAME } from '../site';
import { markup, htmlDocument } from './html';

export interface ReportRow {
  measure: string;
  /** Where the number comes from and what it cannot tell you, printed under the measure. */
  note: string;
}

export interface ReportBlock {
  title: string;
  /** The columns to fill after the measure. */
  columns: readonly string[];
  rows: readonly ReportRow[];
}

export const REPORT_BLOCKS: readonly ReportBlock[] = [
  {
    title: '1. What went out',
    columns: ['This month'],
    rows: [
      { measure: 'Issue title and send date', note: 'As it appeared in the subject line.' },
      { measure: 'Sent to: former clients', note: 'Count by segment, from the sending platform.' },
      { measure: 'Sent to: referring professionals', note: 'Lawyers, medical providers and others who asked to receive it.' },
      { measure: 'Sent to: other subscribers', note: 'Website and event sign-ups.' },
    ],
  },
  {
    title: '2. Engagement',
    columns: ['This month', 'Last month', 'Two months ago'],
    rows: [
      { measure: 'Delivered', note: 'Accepted by receiving servers; says nothing about inbox or spam folder.' },
      { measure: 'Clicks', note: 'A reader chose to act on something in the issue; report by link.' },
      { measure: 'Replies', note: 'Count from the monitored reply-to inbox; the strongest signal a relationship business has.' },
      { measure: 'Unsubscribes', note: 'A jump points to a topic or frequency readers did not want.' },
      {
        measure: 'Spam complaint rate',
        note: "From Google Postmaster Tools. Google's sender guidelines ask for under 0.3% and recommend under 0.1%.",
      },
      { measure: 'Hard bounces', note: 'Addresses that no longer exist; remove them after every send.' },
    ],
  },
  {
    title: '3. Business signals',
    columns: ['This month', 'Last month', 'Two months ago'],
    rows: [
      {
        measure: 'New clients who named the newsletter',
        note: 'From the intake question "How did you hear of us?"; allow more than one answer.',
      },
      { measure: 'New clients who named a former client', note: 'Often the newsletter at work without a click; record it separately.' },
      { measure: 'Consultations from a tracked link', note: 'Only those that arrived through a link or number used in an issue.' },
    ],
  },
  {
    title: '4. Compliance record',
    columns: ['This month'],
    rows: [
      { measure: 'Approved by (attorney) and date', note: 'The lawyer named as responsible for the content read this final version.' },
      { measure: 'Opt-outs received, by any route', note: 'Link, reply, phone or front desk: every one reaches the suppression list.' },
      {
        measure: 'Longest time to process an opt-out',
        note: 'In business days. CAN-SPAM allows 10 for opt-outs made through the email; aim for one.',
      },
      {
        measure: 'Labels and footer checked',
        note: 'Postal address, advertisement notice where needed, your state\'s label (New York: "Attorney Advertising" in the subject line).',
      },
      {
        measure: 'Copy of the issue as sent kept at',
        note: 'Some states, New York among them, require copies of advertisements to be kept for a set period.',
      },
    ],
  },
  {
    title: '5. Next month',
    columns: ['Plan'],
    rows: [
      { measure: 'Planned topic', note: 'Seasonal and local beats national.' },
      { measure: 'Decision needed from partners', note: 'One question, with a recommendation.' },
    ],
  },
];

/** Lines the report should never contain, and what to write instead. */
export const REPORT_WORDING: readonly (readonly [string, string])[] = [
  ['"The March issue produced two cases."', '"Two new clients named the newsletter in March."'],
  [
    '"Open rate 62%."',
    'Leave opens out, or give them as a footnote: Apple Mail Privacy Protection loads images for many readers automatically.',
  ],
  ['"Projected value of newsletter cases: $400,000."', 'No projected values; report what intake recorded.'],
];

const STYLE = `body{font-family:Arial,Helvetica,sans-serif;color:#1f2937;max-width:52rem;margin:2rem auto;padding:0 1rem;line-height:1.45}
h1{color:#002366;font-size:1.5rem;line-height:1.25;margin-bottom:.25rem}h2{color:#002366;font-size:1.1rem;margin:1.5rem 0 .4rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{border:1px solid #d1d5db;padding:.35rem .5rem;text-align:left;vertical-align:top}
thead th{background:#f3f4f6}td.fill{min-width:6rem;background:#fffef5}.note{display:block;color:#4b5563;font-weight:normal;font-size:.82rem}
.meta td{width:75%}.small{color:#4b5563;font-size:.85rem}
@media print{body{margin:0;max-width:none}section{break-inside:avoid}td.fill{background:none}}`;

/** The whole downloadable file. */
export function renderEmailReportTemplate(): string {
  const { title } = ARTICLE_OFFERS['report-template'];
  const body = markup`<main>
    <h1>${title}</h1>
    <p class="small">
      One page, the same five blocks in the same order every month. The pale cells are for your numbers: click into them and type, then
      print or save as PDF, or open this file in Word or Google Docs.
    </p>
    <table class="meta">
      <tbody>
        <tr>
          <th scope="row">Firm</th>
          <td class="fill" contenteditable="true"></td>
        </tr>
        <tr>
          <th scope="row">Month reported</th>
          <td class="fill" contenteditable="true"></td>
        </tr>
        <tr>
          <th scope="row">Prepared by</th>
          <td class="fill" contenteditable="true"></td>
        </tr>
      </tbody>
    </table>
    ${REPORT_BLOCKS.map(
      (block) =>
        markup`<section>
          <h2>${block.title}</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">Measure</th>
                ${block.columns.map((c) => markup`<th scope="col">${c}</th>`)}
              </tr>
            </thead>
            <tbody>
              ${block.rows.map(
                (row) =>
                  markup`<tr>
                    <th scope="row">${row.measure}<span class="note">${row.note}</span></th>
                    ${block.columns.map(() => markup`<td class="fill" contenteditable="true"></td>`)}
                  </tr>`,
              )}
            </tbody>
          </table>
        </section>`,
    )}
    <section>
      <h2>What the report should never say</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Instead of</th>
            <th scope="col">Write</th>
          </tr>
        </thead>
        <tbody>
          ${REPORT_WORDING.map(
            ([avoid, write]) =>
              markup`<tr>
                <td>${avoid}</td>
                <td>${write}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </section>
    <p class="small">
      Email works through referrals and return calls that often arrive months after an issue, so judge it over quarters, not single sends.
      Prepared by ${PRODUCT_NAME}. General information for law firms, not legal advice.
    </p>
  </main>`;
  return htmlDocument({
    title,
    description:
      'A one-page monthly email report for law-firm partners: what went out, engagement, business signals, compliance record and next month.',
    style: STYLE,
    body,
  });
}
