/**
 * The email signature template offered on the signature article, built with the
 * site into dist/downloads/ (src/pages/downloads/law-firm-email-signature-template.html.ts).
 * A self-contained HTML file: the two signatures are email-safe markup (a table,
 * inline styles, system fonts) that pastes into Gmail, Outlook and Apple Mail.
 * The identities are invented samples, clearly marked as such, not blanks to fill.
 */
import { ARTICLE_OFFERS } from '../articles/offers';
import { PRODUCT_NAME } from '../site';
import { markup, htmlDocument, type SafeHtml } from './html';

/** The day the wording rules below were last checked against their sources. */
export const SIGNATURE_RULES_CHECKED = 'November 23, 2026';

export interface SampleSignature {
  /** Who this version is for. */
  audience: string;
  name: string;
  title: string;
  firm: string;
  /** Telephone lines as [label, number as shown, number for tel: links]. */
  phones: readonly (readonly [string, string, string])[];
  address: string;
  website?: string;
  /** An optional last line (licensing, or the role of a nonlawyer). */
  note?: string;
}

export const SAMPLE_SIGNATURES: readonly SampleSignature[] = [
  {
    audience: 'Attorneys',
    name: 'Jordan Reyes',
    title: 'Attorney at Law',
    firm: 'Reyes & Clark Injury Law',
    phones: [
      ['Direct', '(217) 555-0142', '+12175550142'],
      ['Office', '(217) 555-0100', '+12175550100'],
    ],
    address: '100 Main Street, Suite 200, Springfield, IL 62701',
    website: 'reyesclarklaw.example',
    note: 'Licensed in Illinois and Missouri',
  },
  {
    audience: 'Paralegals, case managers and intake staff',
    name: 'Dana Whitfield',
    title: 'Case Manager (not an attorney)',
    firm: 'Reyes & Clark Injury Law',
    phones: [['Direct', '(217) 555-0157', '+12175550157']],
    address: '100 Main Street, Suite 200, Springfield, IL 62701',
    note: 'Working with attorney Jordan Reyes',
  },
];

/** Each line of the signature, what to write there and the reason. */
export const SIGNATURE_LINES: readonly (readonly [string, string, string])[] = [
  [
    'Name',
    'Your full name as admitted to practice (or, for staff, as you sign letters).',
    'Readers and bar regulators should be able to match it to the roll of attorneys.',
  ],
  [
    'Title',
    'Attorney at Law, Partner or Associate; for staff, the real role: Paralegal, Case Manager, Intake Coordinator.',
    'A vague staff title can suggest the sender is a lawyer, which is misleading under ABA Model Rule 7.1.',
  ],
  [
    'Firm',
    'The firm name exactly as on your letterhead and signage.',
    'One name everywhere is how readers recognize the firm years later.',
  ],
  [
    'Phone',
    'A direct line and the main number, written so a phone turns them into tap-to-call links.',
    'Most replies and forwards are read on a phone.',
  ],
  [
    'Address',
    'The office address (or the main office if there are several).',
    'Marketing email also needs a postal address in its footer under CAN-SPAM.',
  ],
  ['Website', 'Plain text or one simple link; no tracking redirects.', 'Some mail filters distrust links that hide where they go.'],
  [
    'Last line',
    'Optional: the states where you are licensed, or for staff the supervising attorney.',
    'Useful near a state line, and it makes a nonlawyer role unmistakable.',
  ],
];

/** Wording to check before the signature is saved, each with the rule behind it. */
export const SIGNATURE_WORDING_RULES: readonly string[] = [
  '"Certified" or "board certified" only with the certifying organization named in full, and only if it is approved by a state authority or accredited by the ABA (ABA Model Rule 7.2(c)).',
  '"Specialist" and "specializes": generally allowed under the ABA model if true (comment [9] to Rule 7.2), but New York (Rule 7.4) and Florida (Rule 4-7.14) reserve them, and in Florida "expert" too, for certified lawyers. "Practice focused on personal injury" is safe everywhere.',
  'No outcome taglines such as "We win" or "Maximum compensation": they create the unjustified expectations comment [3] to Rule 7.1 warns about.',
  'Awards and ratings only if you can say who gave them and on what basis; some states add disclaimers.',
  'A signature is not the responsible-lawyer line. Marketing templates still need the name and contact details of a lawyer or firm responsible for the content in their footer (Rule 7.2(d)), whoever sends them.',
  'Keep any confidentiality notice to one or two sentences on client correspondence, and leave it off newsletters.',
];

/** Where the signature setting lives; menu names move between versions, so these are directions, not click paths. */
export const SIGNATURE_INSTALL_STEPS: readonly (readonly [string, string])[] = [
  [
    'Gmail (web)',
    'Settings, then See all settings, then the General tab: create a signature under Signature, paste, and choose it as the default for new emails and replies. Save changes at the bottom of the page.',
  ],
  [
    'Outlook (web and new Outlook)',
    'Settings, then Account (or Mail), then Signatures: add a new signature, paste, and set it as the default for new messages and replies.',
  ],
  [
    'Outlook (classic for Windows)',
    'File, then Options, then Mail, then Signatures: create a new signature, paste into the edit box and choose it for new messages and replies.',
  ],
  [
    'Apple Mail (Mac)',
    'Mail, then Settings, then Signatures: add one for the account, paste, and untick "Always match my default message font" so the layout holds.',
  ],
  [
    'iPhone and iPad Mail',
    'Open Settings, find Mail (under Apps on recent versions), then Signature, and type the plain-text version: the phone keeps only text.',
  ],
];

const signatureMarkup = (s: SampleSignature): SafeHtml => {
  const phones = s.phones.map(
    ([label, shown, tel], i) =>
      markup`${i > 0 ? markup` | ` : ''}${label}: <a href="tel:${tel}" style="color:#1f2937;text-decoration:none">${shown}</a>`,
  );
  return markup`<table
    role="presentation"
    cellpadding="0"
    cellspacing="0"
    style="border-collapse:collapse;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:20px;color:#1f2937"
  >
    <tr>
      <td style="padding:0;border-left:3px solid #002366;padding-left:10px">
        <strong style="font-size:15px;color:#002366">${s.name}</strong> | ${s.title}<br />
        ${s.firm}<br />
        ${phones}<br />
        ${s.address}${s.website ? markup`<br /><a href="https://${s.website}" style="color:#002366">${s.website}</a>` : ''}${s.note ? markup`<br /><span style="color:#4b5563">${s.note}</span>` : ''}
      </td>
    </tr>
  </table>`;
};

/** The same signature as plain text, for mail apps and phones that keep no formatting. */
export const signaturePlainText = (s: SampleSignature): string =>
  [
    `${s.name} | ${s.title}`,
    s.firm,
    s.phones.map(([label, shown]) => `${label}: ${shown}`).join(' | '),
    s.address,
    ...(s.website ? [s.website] : []),
    ...(s.note ? [s.note] : []),
  ].join('\n');

const STYLE = `body{font-family:Arial,Helvetica,sans-serif;color:#1f2937;max-width:46rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
h1{color:#002366;font-size:1.6rem;line-height:1.25}h2{color:#002366;font-size:1.2rem;margin-top:2rem}
.sample{border:1px dashed #9ca3af;border-radius:6px;padding:1rem;margin:.75rem 0}
pre{background:#f3f4f6;padding:.75rem;border-radius:6px;white-space:pre-wrap;font-size:.9rem}
table.lines{border-collapse:collapse;width:100%;font-size:.92rem}table.lines th,table.lines td{border:1px solid #d1d5db;padding:.4rem .5rem;text-align:left;vertical-align:top}
table.lines th{background:#f3f4f6}.note{color:#4b5563;font-size:.9rem}
@media print{body{margin:0}.sample{break-inside:avoid}}`;

/** The whole downloadable file. */
export function renderEmailSignatureTemplate(): string {
  const { title } = ARTICLE_OFFERS['signature-template'];
  const body = markup`<main>
    <h1>${title}</h1>
    <p>
      Two signatures, one for attorneys and one for staff. The names, numbers and address below are invented samples: replace them with your
      own, keep the layout, and have the lawyer who approves the firm's advertising read the final wording against your state's rules before
      anyone installs it.
    </p>
    ${SAMPLE_SIGNATURES.map(
      (s, i) =>
        markup`<h2>${i + 1}. Signature for ${s.audience.toLowerCase()}</h2>
          <p class="note">Select everything inside the dashed box, copy it, and paste it into your mail app's signature setting.</p>
          <div class="sample">${signatureMarkup(s)}</div>
          <p class="note">Plain-text version, for phones and plain-text email:</p>
          <pre>${signaturePlainText(s)}</pre>`,
    )}
    <h2>3. What goes on each line</h2>
    <table class="lines">
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">What to write</th>
          <th scope="col">Why</th>
        </tr>
      </thead>
      <tbody>
        ${SIGNATURE_LINES.map(
          ([line, what, why]) =>
            markup`<tr>
              <th scope="row">${line}</th>
              <td>${what}</td>
              <td>${why}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    <p>
      Keep it to five to seven lines, text rather than an image (images are often blocked and screen readers cannot read them), one small
      logo at most with the firm name as its alt text, and no banners or rows of social icons.
    </p>
    <h2>4. Wording to check before you save it</h2>
    <ul>
      ${SIGNATURE_WORDING_RULES.map((rule) => markup`<li>${rule}</li>`)}
    </ul>
    <p>If you are licensed in more than one state, write to the strictest one.</p>
    <h2>5. Install it</h2>
    <ul>
      ${SIGNATURE_INSTALL_STEPS.map(([app, steps]) => markup`<li><strong>${app}:</strong> ${steps}</li>`)}
    </ul>
    <p class="note">Menu names change between versions; if a step has moved, search the app's settings for "Signature".</p>
    <h2>6. Test it</h2>
    <ol>
      <li>Send a new message and a reply to yourself, and forward one: some apps strip formatting in threads.</li>
      <li>Read it on a phone and in dark mode.</li>
      <li>Tap each phone number to check it dials.</li>
      <li>
        Record the approved wording and the date, and review it when a title, office, number or your state's advertising rules change.
      </li>
    </ol>
    <p class="note">
      Prepared by ${PRODUCT_NAME}. Wording rules checked against the ABA Model Rules and the New York and Florida rules named above on
      ${SIGNATURE_RULES_CHECKED}. General information for law firms, not legal advice; check your own state's current rules.
    </p>
  </main>`;
  return htmlDocument({
    title,
    description: 'Attorney and staff email signatures for a personal-injury firm, ready to copy, with the wording rules beside each line.',
    style: STYLE,
    body,
  });
}
