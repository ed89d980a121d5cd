import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkEmail, hasBlockingFinding, statesThatApply } from './check';
import { FL_FIRST_SENTENCE, NY_DISCLAIMER } from './rules';
import type { CheckContext, EmailDraft, Finding, FirmForCheck } from './types';

const texas: FirmForCheck = {
  firmName: 'Ruiz Trial Lawyers PLLC',
  responsibleAttorney: 'Marco Ruiz',
  address: '700 Louisiana St, Suite 3900\nHouston, TX 77002',
  phone: '(713) 555-0123',
  licensedStates: ['TX'],
};
const inState = (...licensedStates: string[]): FirmForCheck => ({ ...texas, licensedStates });
const SENT = '2026-11-22';
const newsletter: CheckContext = { audience: 'subscriber', sendDate: SENT };

function check(body: string, options: { subject?: string; context?: Partial<CheckContext>; firm?: FirmForCheck } = {}) {
  const email: EmailDraft = { subject: options.subject ?? 'Winter driving tips', body };
  return checkEmail(email, { ...newsletter, ...options.context }, options.firm ?? texas);
}

/** The words each finding points at, with its rule. */
function marked(email: EmailDraft, findings: Finding[]): string[] {
  return findings.map((finding) => `${finding.rule}: ${email[finding.field].slice(finding.start, finding.end)}`);
}

function markedBody(body: string, options: Parameters<typeof check>[1] = {}): string[] {
  return marked({ subject: options.subject ?? 'Winter driving tips', body }, check(body, options));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('clean emails', () => {
  it.each([
    'No lawyer can guarantee an outcome.',
    'We cannot promise results, but we return every call.',
    'The adjuster does not have your best interests at heart.',
    'The best way to reach us is by email.',
    'Renewing your license after a crash takes one form.',
    'Distracted driving is a leading cause of crashes.',
    'Send the letter by certified mail.',
    'Florida requires $10,000 in personal injury protection.',
    'Best regards,\nMarco Ruiz',
  ])('finds nothing in “%s”', (body) => {
    expect(check(body)).toEqual([]);
  });
});

describe('guarantee', () => {
  it('marks the promise and blocks, citing ABA Model Rule 7.1', () => {
    const findings = check('Call us today. We will win your case.');
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ rule: 'guarantee', severity: 'block', field: 'body' });
    expect(markedBody('Call us today. We will win your case.')).toEqual(['guarantee: We will win']);
    expect(findings[0]!.message).toContain('ABA Model Rule 7.1');
    expect(findings[0]!.fix).toBeUndefined();
  });

  it('reads the guarantee after a denied promise', () => {
    expect(markedBody("We don't just promise results, we guarantee them.")).toEqual(['guarantee: guarantee them']);
  });

  it('cites California and Florida where they apply', () => {
    expect(check('Guaranteed results.', { firm: inState('CA') })[0]!.source).toBe(
      'ABA Model Rule 7.1 and comment [3]; Cal. Bus. & Prof. Code § 6157.2(a)(1)',
    );
    expect(check('Guaranteed results.', { firm: inState('FL') })[0]!.source).toContain('4-7.13(b)(1)');
  });

  it('finds it in the subject too', () => {
    const email = { subject: 'Guaranteed compensation for your injuries', body: 'Call us.' };
    expect(marked(email, checkEmail(email, newsletter, texas))).toEqual(['guarantee: Guaranteed compensation for your injuries']);
  });
});

describe('comparison', () => {
  it('warns about superiority claims nationally and blocks them in Florida', () => {
    expect(markedBody('We are the best injury lawyers in Houston.')).toEqual(['comparison: best injury lawyers']);
    expect(check('We are the best injury lawyers in Houston.')[0]!.severity).toBe('warn');
    expect(check('We are the best injury lawyers in Miami.', { firm: inState('FL') })[0]!.severity).toBe('block');
  });

  it('blocks a New York comparison without the disclaimer, warns with it', () => {
    const ny = { firm: inState('NY'), subject: 'ATTORNEY ADVERTISING: news' };
    expect(check('Our top-rated attorneys are here for you.', ny)[0]).toMatchObject({ rule: 'comparison', severity: 'block' });
    expect(check(`Our top-rated attorneys are here for you. ${NY_DISCLAIMER}`, ny)[0]).toMatchObject({
      rule: 'comparison',
      severity: 'warn',
    });
  });

  it('leaves advice about choosing a lawyer alone', () => {
    expect(check('How to choose the best lawyer for your case: ask who will handle it.')).toEqual([]);
  });
});

describe('past-results', () => {
  it('marks the amount and offers the disclaimer right after the sentence', () => {
    const body = 'We recovered $1.2 million for a client. Call us.';
    const [finding] = check(body);
    expect(markedBody(body)).toEqual(['past-results: $1.2 million']);
    expect(finding).toMatchObject({ severity: 'warn', fix: { kind: 'insert', field: 'body', at: 39, text: ` ${NY_DISCLAIMER}` } });
  });

  it('accepts a plain-English disclaimer outside New York but wants the exact words in New York', () => {
    const body = 'We secured a $750,000 settlement. Past results do not guarantee future outcomes.';
    expect(check(body)).toEqual([]);
    const [finding] = check(body, { firm: inState('NY'), subject: 'Attorney Advertising: news' });
    expect(finding).toMatchObject({ rule: 'past-results', severity: 'block' });
    expect(finding!.message).toContain('exact words');
  });

  it('ignores amounts that are not the firm’s results', () => {
    expect(check('According to news reports, an Ohio jury awarded $5 million to a trucker.')).toEqual([]);
  });

  it('puts the disclaimer at the end of the body when the result is in the subject', () => {
    const [finding] = checkEmail(
      { subject: 'Over $100 million recovered for our clients', body: 'Thanks for reading.\n' },
      newsletter,
      texas,
    );
    expect(finding).toMatchObject({ field: 'subject', fix: { field: 'body', at: 19, text: `\n\n${NY_DISCLAIMER}` } });
  });
});

describe('certification', () => {
  it('blocks a certification without its organisation, and accepts one that names it', () => {
    expect(markedBody('Marco Ruiz is board certified in personal injury trial law.')).toEqual(['certification: board certified']);
    expect(check('Marco Ruiz is board certified in personal injury trial law.')[0]!.severity).toBe('block');
    expect(check('Marco Ruiz is Board Certified in Personal Injury Trial Law by the Texas Board of Legal Specialization.')).toEqual([]);
  });

  it('leaves doctors and mail alone', () => {
    expect(check('See a board-certified orthopedic surgeon.')).toEqual([]);
  });
});

describe('deceptive-subject', () => {
  const subjectFindings = (subject: string, context: Partial<CheckContext> = {}) =>
    checkEmail({ subject, body: 'Our newsletter.' }, { ...newsletter, ...context }, texas);

  it('removes a reply prefix on a first message with one click', () => {
    const [finding] = subjectFindings('Re: your accident');
    expect(finding).toMatchObject({ rule: 'deceptive-subject', severity: 'block', field: 'subject', start: 0, end: 4 });
    expect(finding!.fix).toEqual({ kind: 'replace', field: 'subject', start: 0, end: 4, text: '' });
  });

  it('allows a reply prefix later in a real conversation', () => {
    expect(subjectFindings('Re: documents for your file', { audience: 'client', isFirstMessage: false })).toEqual([]);
  });

  it('finds a reply prefix after the advertising label, and removes only the prefix', () => {
    const subject = 'ATTORNEY ADVERTISING – Re: your accident';
    const [finding] = subjectFindings(subject, { audience: 'lead' });
    expect(finding).toMatchObject({ rule: 'deceptive-subject', start: 23, end: 27 });
    expect(finding!.fix).toEqual({ kind: 'replace', field: 'subject', start: 23, end: 27, text: '' });
  });

  it('marks fake notices but not articles about them', () => {
    expect(subjectFindings('Court Notice: Action Required').map((f) => f.rule)).toEqual(['deceptive-subject', 'deceptive-subject']);
    expect(subjectFindings('What to do if you get a court notice')).toEqual([]);
    expect(subjectFindings('Renewing your license after a crash')).toEqual([]);
  });
});

describe('fee-costs', () => {
  it('marks a contingent fee without costs, warns nationally, blocks in California', () => {
    expect(markedBody('Free consultation. No fee unless we win.')).toEqual(['fee-costs: No fee unless we win']);
    expect(check('No fee unless we win.')[0]!.severity).toBe('warn');
    expect(check('No fee unless we win.', { firm: inState('CA') })[0]).toMatchObject({
      severity: 'block',
      source: 'Cal. Bus. & Prof. Code § 6157.2(a)(4); ABA Model Rules 7.1 and 1.5(c)',
    });
  });

  it('is satisfied by a sentence about who pays costs, not by any mention of costs', () => {
    expect(check('No fee unless we win. If we lose, you owe nothing for case costs.')).toEqual([]);
    expect(check('No fee unless we win. Medical costs add up.').map((f) => f.rule)).toEqual(['fee-costs']);
  });
});

describe('waiting-period', () => {
  const lead = (incidentDate: string, firm: FirmForCheck, extra: Partial<CheckContext> = {}) =>
    checkEmail(
      { subject: 'ATTORNEY ADVERTISING: about your accident', body: `${FL_FIRST_SENTENCE}\n\nCall us.` },
      { audience: 'lead', incidentDate, sendDate: SENT, ...extra },
      firm,
    ).filter((finding) => finding.rule === 'waiting-period');

  it('counts Florida’s “more than 30 days”: day 30 blocks, day 31 passes', () => {
    expect(lead('2026-10-23', inState('FL'))).toHaveLength(1);
    expect(lead('2026-10-22', inState('FL'))).toEqual([]);
    expect(lead('2026-10-23', inState('FL'))[0]!.message).toContain('schedule it for 2026-11-23 or later');
  });

  it('counts New York’s “30th day”: day 29 blocks, day 30 passes', () => {
    expect(lead('2026-10-24', inState('NY'))).toHaveLength(1);
    expect(lead('2026-10-23', inState('NY'))).toEqual([]);
  });

  it('applies through the recipient’s state and only to leads with an incident date', () => {
    expect(lead('2026-11-10', texas, { recipientState: 'FL' })).toHaveLength(1);
    expect(lead('2026-11-10', texas)).toEqual([]);
    expect(lead('2026-11-10', inState('FL'), { audience: 'client' })).toEqual([]);
  });

  it('defaults the send date to today where the rules apply', () => {
    vi.useFakeTimers();
    // 03:00 UTC on 23 November 2026 is still the 22nd in Florida.
    vi.setSystemTime(new Date('2026-11-23T03:00:00Z'));
    expect(lead('2026-10-23', inState('FL'), { sendDate: undefined })).toHaveLength(1);
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
    expect(lead('2026-10-23', inState('FL'), { sendDate: undefined })).toEqual([]);
  });

  it('refuses dates that are not YYYY-MM-DD', () => {
    expect(() => lead('22/11/2026', inState('FL'))).toThrow(RangeError);
    expect(() => lead('2026-10-23', inState('FL'), { sendDate: '2026-02-30' })).toThrow('sendDate must be a date');
  });
});

describe('state labels', () => {
  it('asks for New York’s subject label, and inserts it', () => {
    const findings = check('Black ice forms first on bridges.', { firm: inState('NY'), subject: 'Winter driving' });
    expect(findings).toEqual([
      expect.objectContaining({ rule: 'ny-subject-label', severity: 'block', field: 'subject', start: 0, end: 14 }),
    ]);
    expect(findings[0]!.fix).toEqual({ kind: 'insert', field: 'subject', at: 0, text: 'ATTORNEY ADVERTISING: ' });
    expect(check('Your deposition is Monday.', { firm: inState('NY'), context: { audience: 'client' } })).toEqual([]);
  });

  it('reads New York’s label across a hyphen or a double space', () => {
    for (const subject of ['ATTORNEY-ADVERTISING: holiday hours', 'Attorney  Advertising – holiday hours'])
      expect(check('Tips.', { firm: inState('NY'), subject }).map((f) => f.rule)).not.toContain('ny-subject-label');
  });

  it('asks for Florida’s first sentence after the greeting', () => {
    const leadContext = { audience: 'lead' as const, incidentDate: '2026-09-01' };
    const body = 'Dear Maria,\n\nWe are sorry about your crash. Call us.';
    const [finding] = check(body, { firm: inState('FL'), context: leadContext });
    expect(markedBody(body, { firm: inState('FL'), context: leadContext })).toEqual(['fl-first-sentence: We are sorry about your crash.']);
    expect(finding!.fix).toEqual({ kind: 'insert', field: 'body', at: 13, text: `${FL_FIRST_SENTENCE}\n\n` });
    const paraphrase = "If you've already hired a lawyer, please ignore this letter. Call us.";
    expect(check(paraphrase, { firm: inState('FL'), context: leadContext })[0]!.fix).toEqual({
      kind: 'replace',
      field: 'body',
      start: 0,
      end: paraphrase.indexOf(' Call us.'),
      text: FL_FIRST_SENTENCE,
    });
  });

  it('asks for California’s label at the beginning and at the end, separately', () => {
    const body = 'Advertisement\n\nWe help people hurt in crashes.';
    const findings = check(body, { firm: inState('CA'), context: { audience: 'lead' } });
    expect(markedBody(body, { firm: inState('CA'), context: { audience: 'lead' } })).toEqual([
      'ca-advertisement-label: We help people hurt in crashes.',
    ]);
    expect(findings[0]!.message).toContain('at the end');
    expect(check('We help people hurt in crashes.', { firm: inState('CA'), context: { audience: 'lead' } })).toHaveLength(2);
  });
});

describe('the firm profile', () => {
  it('blocks every email when the address cannot be printed, marking the end of the body', () => {
    const body = 'Spring driving tips.';
    const [finding] = check(body, { firm: { ...texas, address: '' }, context: { audience: 'client' } });
    expect(finding).toMatchObject({ rule: 'physical-address', severity: 'block', field: 'body', start: body.length, end: body.length });
    expect(finding!.message).toContain('15 U.S.C. § 7704(a)(5)(A)(iii)');
  });

  it('needs the firm’s name everywhere and its telephone number in New York', () => {
    expect(check('Tips.', { firm: { ...texas, firmName: ' ' } }).map((f) => f.rule)).toEqual(['firm-identity']);
    expect(check('Tips.', { firm: { ...texas, phone: '' } })).toEqual([]);
    const ny = check('Tips.', { firm: { ...inState('NY'), phone: '' }, subject: 'ATTORNEY ADVERTISING: tips' });
    expect(ny.map((f) => [f.rule, f.source])).toEqual([['firm-identity', 'N.Y. Rules of Prof. Conduct 7.1(h)']]);
  });
});

describe('spoken replies', () => {
  // A lead's call answered by the firm's agent, days after the incident, in the three states with form rows.
  const lead: CheckContext = { audience: 'lead', sendDate: SENT, incidentDate: '2026-11-15' };
  const reply = 'Thank you for calling. We will win your case.';
  const rulesOf = (medium: CheckContext['medium']) =>
    check(reply, { subject: '', firm: inState('FL', 'CA', 'NY'), context: { ...lead, medium } }).map((f) => f.rule);

  it('leave out the rows about a written message: subject label, first sentence, Advertisement, waiting period', () => {
    expect(new Set(rulesOf('spoken'))).toEqual(new Set(['guarantee']));
  });

  it('are written messages unless the context says otherwise', () => {
    expect(new Set(rulesOf(undefined))).toEqual(
      new Set(['guarantee', 'waiting-period', 'ny-subject-label', 'fl-first-sentence', 'ca-advertisement-label']),
    );
  });

  it('keep the profile rows', () => {
    const findings = check('Thank you for calling.', { firm: { ...inState('FL'), address: '' }, context: { ...lead, medium: 'spoken' } });
    expect(findings.map((f) => f.rule)).toEqual(['physical-address']);
  });
});

describe('states and ordering', () => {
  it('joins the firm’s states and the recipient’s, ignoring unknown codes', () => {
    expect([...statesThatApply({ licensedStates: ['fl', 'NY', 'ZZ'] }, 'ca')]).toEqual(['FL', 'NY', 'CA']);
    expect([...statesThatApply({})]).toEqual([]);
  });

  it('lists subject findings first, then the body in reading order', () => {
    const findings = checkEmail(
      { subject: 'Re: Guaranteed results', body: 'We are the best lawyers. No fee unless we win.' },
      newsletter,
      texas,
    );
    expect(findings.map((f) => `${f.field}:${f.rule}`)).toEqual([
      'subject:deceptive-subject',
      'subject:guarantee',
      'body:comparison',
      'body:fee-costs',
    ]);
    expect(hasBlockingFinding(findings)).toBe(true);
    expect(hasBlockingFinding(findings.filter((f) => f.severity === 'warn'))).toBe(false);
  });
});
