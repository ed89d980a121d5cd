// The demo firm `npm run dev` seeds, so a newcomer signs in to a product in use.
// Written with the compliance rules in mind: no promises of outcomes, no
// unsubstantiated comparisons, general information rather than legal advice; the
// samples save with no findings for a Georgia firm (the seed would fail otherwise).

export const DEMO_LOGIN = {
  email: 'demo@casecourier.test',
  password: 'demo-password-2026',
  fullName: 'Jordan Avery',
  firmName: 'Avery Injury Law',
};

/** Who speaks in the demo firm's emails: the footer and the compliance rules (Georgia's) come from it. */
export const DEMO_FIRM_PROFILE = {
  firmName: 'Avery Injury Law',
  responsibleAttorney: 'Jordan Avery',
  address: '191 Peachtree Street NE, Suite 3300\nAtlanta, GA 30303',
  phone: '(404) 555-0142',
  website: 'https://averyinjurylaw.example',
  licensedStates: ['GA'],
};

/** Greeting in the merge-field syntax (docs/newsletter.md): "Hi Tom," or, without a first name, "Hi there,". */
const HI = 'Hi {{contact.first_name or "there"}},';

/**
 * Sequences, saved as drafts and approved by the demo attorney as the seed runs. Each email
 * waits `after_days` after the previous one; 0 on the first sends it at enrolment.
 */
export const DEMO_SEQUENCES = [
  {
    name: 'New client welcome',
    prompt: 'Welcome series for new personal-injury clients: what happens next, what to keep, how to reach us.',
    audience: 'client',
    emails: [
      {
        after_days: 0,
        subject: 'Welcome to Avery Injury Law',
        body: `${HI}\n\nThank you for choosing Avery Injury Law. Your case team is Jordan Avery and our paralegal, Sam Ortiz.\n\nOver the next few weeks we will gather your medical records and the police report, and we will call you before any important step.\n\nIf anything changes with your treatment or your contact details, reply to this email or call us at {{firm.phone}}.`,
      },
      {
        after_days: 3,
        subject: 'Three things to keep while your case is open',
        body: `${HI}\n\nA few habits make your case easier to document:\n\n1. Keep every medical bill and receipt in one folder.\n2. Write down how your injuries affect your day, once a week.\n3. Send us any letter from an insurance company before you answer it.\n\nPlease do not post about the accident on social media while your case is open.`,
      },
      {
        after_days: 11,
        subject: 'How your case is going, and who to call',
        body: `${HI}\n\nTwo weeks in, we have requested your records and opened a file with the insurer.\n\nEvery case moves at its own pace, and we will tell you about each decision before it is made. Sam Ortiz is your first point of contact: {{firm.phone}}.`,
      },
    ],
  },
  {
    name: 'Newsletter welcome',
    prompt: 'Welcome for new newsletter subscribers in Fulton and DeKalb counties: what to expect, and a first local safety checklist.',
    audience: 'subscriber',
    emails: [
      {
        after_days: 0,
        subject: 'Welcome to the Avery Injury Law newsletter',
        body: `${HI}\n\nThank you for subscribing. Once a month we send local safety news for Atlanta and Decatur, community events and practical tips. You can unsubscribe from any email with one click.\n\nThis newsletter is general information, not legal advice. Reply any time with a question for our team.`,
      },
      {
        after_days: 30,
        subject: 'Your local safety checklist',
        body: `${HI}\n\nFive things worth doing this month:\n- Check your smoke detector batteries.\n- Keep a first-aid kit and a phone charger in the car.\n- Save your insurer's claim number in your phone.\n- Walk your child's route to school with them.\n- After any crash, photograph the scene and get medical care the same day.\n\nThis newsletter is general information, not legal advice.`,
      },
    ],
  },
];

/** The newsletter settings, as the firm's welcome form would have set them, and its brand (logo and headshot in demo-brand/). */
export const DEMO_NEWSLETTER_SETTINGS = {
  cities: ['Atlanta', 'Decatur'],
  county: 'Fulton and DeKalb counties',
  zip_codes: ['30303', '30307', '30030'],
  accident_types: ['Car accidents', 'Pedestrian accidents', 'Motorcycle accidents', 'Slip and falls'],
  topics_to_avoid: 'Politics, and any pending case of ours.',
  special_instructions: 'Mention that our staff speak Spanish when it fits. Keep it warm and short.',
  send_day: 'Tuesday',
  send_hour: 9,
  time_zone: 'America/New_York',
  brand_color: '#002366',
};

export const DEMO_BRAND_IMAGES = { logo: 'logo.png', headshot: 'headshot.png' };

/** Who the newsletter goes to. */
export const DEMO_SEGMENT = { name: 'Newsletter subscribers', filter: { relationship: 'subscriber' } };

/**
 * This month's issue, written by hand for Atlanta and Decatur (nothing in it depends on the
 * season), sent to the subscribers through the real delivery pass; named for the month the seed
 * runs in ("November", "November 2026").
 */
export const demoIssue = (month, monthYear) => ({
  name: `Newsletter: ${monthYear}`,
  subject: `${month} in Atlanta and Decatur: new crosswalks and a safety fair`,
  preheader: 'Four new crosswalks on Ponce de Leon, a free car seat check, and three reminders.',
  blocks: [
    {
      id: 'greeting',
      type: 'paragraph',
      text: `${HI}\n\nHere is what is new on the streets you walk and drive in Atlanta and Decatur this month.`,
    },
    { id: 'heading', type: 'heading', text: 'Around the neighbourhood' },
    {
      id: 'crosswalks',
      type: 'local_item',
      kind: 'safety',
      title: 'New crosswalks on Ponce de Leon Avenue',
      place: 'Ponce de Leon Avenue, Atlanta',
      text: 'Four new signalised crosswalks are open between Moreland Avenue and the BeltLine. Drivers should expect people crossing at the new lights, especially after dark.',
    },
    {
      id: 'car-seats',
      type: 'local_item',
      kind: 'event',
      title: 'Free car seat checks in Decatur',
      place: 'Decatur Fire Station 1',
      text: 'Certified technicians check car seat installations for free. Call the station to book a time.',
    },
    {
      id: 'tips',
      type: 'tip_list',
      title: 'Three reminders for the month',
      tips: [
        'Leave twice the usual following distance on I-285 when the road is wet.',
        'Keep a blanket, water and a phone charger in the car.',
        'After any crash, photograph the scene and get medical care the same day.',
      ],
    },
    {
      id: 'note',
      type: 'attorney_note',
      text: 'Our team lives and works here too, and we speak Spanish. If you have a question about a crash or an injury, reply to this email. This newsletter is general information, not legal advice.',
    },
    { id: 'cta', type: 'button', label: 'Ask us a question', url: 'https://averyinjurylaw.example/contact' },
  ],
});

/** Next month's issue: drafted by the AI from the settings, then sent for the attorney's approval. */
export const DEMO_NEXT_ISSUE = {
  name: (monthYear) => `Newsletter: ${monthYear}`,
  prompt: 'Mention the toy drive at our office this month.',
};

export const DEMO_AGENT = {
  name: 'Evening intake assistant',
  personality: 'Calm, warm and brief. Speaks plainly and never rushes a caller.',
  base_prompt:
    "You answer calls for Avery Injury Law after office hours. Introduce yourself as an AI assistant for the firm. Collect the caller's name, phone number, email address, state, what happened and when, their injuries, and whether they already have a lawyer. Do not give legal advice or predict outcomes. If the caller asks for a person or describes an emergency, tell them how to reach one right away.",
};

/**
 * The caller's side of one test conversation with the demo agent, saved as its transcript so a
 * newcomer sees one. The agent's side comes from the model through the guardrails, as in the
 * product: it says it is an AI assistant first, and the caller's fee question at the end shows
 * a reply the guardrails replace. The caller (555-01xx, fictional) is not among the contacts, so "Create
 * contact" can be tried on it.
 */
export const DEMO_CONVERSATION = [
  'My name is Maria Santos.',
  '404-555-0193',
  'It is maria dot santos at example dot test.',
  'Georgia',
  'A delivery van backed into my car in a grocery store parking lot.',
  'October 28, 2026',
  'My neck and shoulder hurt. I went to urgent care the next morning.',
  'No, I have not talked to a lawyer yet.',
  'How much do you charge?',
  'Okay. That is all, thank you.',
];

// A dozen people the demo firm knows, in the shapes real intake produces: signed clients,
// past clients on the newsletter, subscribers and fresh leads. Phone numbers are in the
// 555-01xx range reserved for fiction; emails use the .test domain. Consents carry their
// source and, for texts and calls, the exact wording the person agreed to.
const SMS_WORDING =
  'I agree that Avery Injury Law may send text messages about my inquiry to this number. Message and data rates may apply. Reply STOP to stop.';
const CALL_WORDING = 'I agree that Avery Injury Law may call me at this number about my inquiry, including by automated means.';
const FORM = 'https://averyinjurylaw.test/free-case-review';
const NEWSLETTER = 'https://averyinjurylaw.test/newsletter';
const emailConsent = (at, source = NEWSLETTER) => ({ channel: 'email', status: 'granted', at, source });
const smsConsent = (at) => ({ channel: 'sms', status: 'granted', at, source: FORM, text: SMS_WORDING });
const callConsent = (at) => ({ channel: 'call', status: 'granted', at, source: FORM, text: CALL_WORDING });

export const DEMO_CONTACTS = [
  {
    name: 'Keisha Brown',
    email: 'keisha.brown@example.test',
    phone: '404-555-0117',
    relationship: 'client',
    state: 'GA',
    city: 'Atlanta',
    postal_code: '30303',
    incident_type: 'Car accident',
    incident_date: '2026-08-14',
    source: 'Referral: Dr. Patel, Midtown Chiropractic',
    tags: ['active case', 'rear-end'],
    notes: 'Prefers calls after 5 pm.',
    consents: [emailConsent('2026-08-20T15:12:00Z', 'Signed engagement letter'), callConsent('2026-08-20T15:12:00Z')],
  },
  {
    name: 'Marcus Hill',
    email: 'marcus.hill@example.test',
    phone: '678-555-0123',
    relationship: 'client',
    state: 'GA',
    incident_type: 'Truck accident',
    incident_date: '2026-06-02',
    source: 'Website form',
    tags: ['active case'],
    consents: [emailConsent('2026-06-05T13:40:00Z', FORM), smsConsent('2026-06-05T13:40:00Z')],
  },
  {
    name: 'Lucía Ramírez',
    email: 'lucia.ramirez@example.test',
    phone: '770-555-0131',
    relationship: 'former-client',
    state: 'GA',
    incident_type: 'Slip and fall',
    incident_date: '2024-11-09',
    source: 'Case management export',
    tags: ['spanish', 'settled'],
    consents: [emailConsent('2025-05-01T16:00:00Z', 'Closing letter opt-in')],
  },
  {
    name: 'David Chen',
    email: 'david.chen@example.test',
    phone: null,
    relationship: 'former-client',
    state: 'GA',
    incident_type: 'Car accident',
    incident_date: '2023-03-21',
    source: 'Case management export',
    tags: ['settled'],
    consents: [emailConsent('2024-01-15T14:30:00Z', 'Closing letter opt-in')],
  },
  {
    name: 'Angela Foster',
    email: 'angela.foster@example.test',
    phone: '404-555-0149',
    relationship: 'former-client',
    state: 'GA',
    incident_type: 'Dog bite',
    incident_date: '2024-05-30',
    source: 'Case management export',
    tags: ['settled'],
    notes: 'Asked not to receive texts.',
    consents: [
      emailConsent('2025-01-10T10:00:00Z', 'Closing letter opt-in'),
      smsConsent('2025-01-10T10:00:00Z'),
      { channel: 'sms', status: 'revoked', at: '2025-04-02T18:22:00Z', source: 'Replied STOP to a text' },
    ],
  },
  {
    name: 'Tom Nguyen',
    email: 'tom.nguyen@example.test',
    phone: null,
    relationship: 'subscriber',
    state: 'GA',
    city: 'Decatur',
    postal_code: '30030',
    source: 'Newsletter signup',
    tags: ['decatur'],
    consents: [emailConsent('2026-02-11T09:05:00Z')],
  },
  {
    name: 'Rachel Green-Ortiz',
    email: 'rachel.go@example.test',
    phone: null,
    relationship: 'subscriber',
    state: 'GA',
    city: 'Atlanta',
    postal_code: '30307',
    source: 'Newsletter signup',
    tags: ['fulton'],
    consents: [emailConsent('2026-04-27T12:45:00Z')],
  },
  {
    name: 'Samuel Okafor',
    email: 'samuel.okafor@example.test',
    phone: null,
    relationship: 'subscriber',
    state: 'GA',
    city: 'Decatur',
    postal_code: '30030',
    source: 'Community safety fair, Decatur',
    tags: ['event'],
    consents: [emailConsent('2026-09-13T17:30:00Z', 'Sign-up sheet, Community safety fair')],
  },
  {
    name: 'Brenda Walsh',
    email: 'brenda.walsh@example.test',
    phone: null,
    relationship: 'subscriber',
    state: 'GA',
    source: 'Newsletter signup',
    consents: [
      emailConsent('2025-12-01T08:00:00Z'),
      { channel: 'email', status: 'revoked', at: '2026-07-19T20:11:00Z', source: 'Unsubscribe link' },
    ],
  },
  {
    name: 'Jamal Carter',
    email: 'jamal.carter@example.test',
    phone: '404-555-0162',
    relationship: 'lead',
    state: 'GA',
    incident_type: 'Motorcycle accident',
    incident_date: '2026-10-30',
    source: 'Lead webhook',
    notes: 'Other driver ran a red light on Ponce de Leon Ave.',
    consents: [emailConsent('2026-11-02T22:10:00Z', FORM), smsConsent('2026-11-02T22:10:00Z'), callConsent('2026-11-02T22:10:00Z')],
  },
  {
    name: 'Priya Shah',
    email: 'priya.shah@example.test',
    phone: '678-555-0170',
    relationship: 'lead',
    state: 'GA',
    incident_type: 'Pedestrian accident',
    incident_date: '2026-11-08',
    source: 'Lead webhook',
    consents: [emailConsent('2026-11-09T14:02:00Z', FORM)],
  },
  {
    name: 'Robert King',
    email: null,
    phone: '770-555-0188',
    relationship: 'lead',
    state: 'GA',
    incident_type: 'Workplace injury',
    source: 'Phone call',
    notes: 'Called the office; asked for a call back about a fall at a warehouse.',
    consents: [
      {
        channel: 'call',
        status: 'granted',
        at: '2026-11-12T15:30:00Z',
        source: 'Phone call with intake',
        text: 'Caller asked us to call him back at this number about his injury.',
      },
    ],
  },
];

/** Who the demo firm's emails come from. `npm run dev` sends them all to the local mail catcher. */
/** The demo firm sends through CaseCourier's relay (the mail catcher locally) from its own domain. */
export const DEMO_SENDING = {
  method: 'platform',
  from_name: 'Avery Injury Law',
  from_address: 'news@averyinjurylaw.test',
};

/** Under .test: the development DNS stand-in answers the records the firm was told to add, so it verifies offline. */
export const DEMO_SENDING_DOMAIN = 'averyinjurylaw.test';

/** The SMTP server the demo firm was seeded with before it sent through the relay. */
export const EARLIER_DEMO_SMTP_HOST = 'smtp.averyinjurylaw.test';

/**
 * The newsletter's subscribers, enrolled in its welcome sequence through the real enrolment API
 * and delivered by a real pass to the mail catcher: the first email sent, the next one scheduled
 * a month out, and one skipped because the subscriber opted out between enrolment and sending
 * (Brenda Walsh had unsubscribed before, so she is counted as not sendable and never enrolled).
 */
export const DEMO_ENROLMENT = {
  sequence: 'Newsletter welcome',
  filter: { relationship: 'subscriber' },
  optOut: {
    contact: 'samuel.okafor@example.test',
    consent: { channel: 'email', status: 'revoked', source: 'Asked by phone to stop the newsletter' },
  },
};

/** The demo firm's search-intent audience, at the local stand-in (scripts/stack/fake-audience.mjs). */
export const DEMO_PROSPECTS = {
  keyName: 'audiencelab',
  key: 'local-stand-in-key',
  segment: { segment_id: 'b2c_1253', label: 'Car accident searches, Fulton County' },
};

// People who subscribe during the demo's month, each on its own day: [name, city, ZIP, source].
const JOINERS = [
  ['Marcus Bell', 'Atlanta', '30310', 'Newsletter signup'],
  ['Elena Ruiz', 'Decatur', '30030', 'Newsletter signup'],
  ['Grace Kim', 'Marietta', '30060', 'Website form'],
  ['Darnell Hayes', 'Atlanta', '30314', 'Newsletter signup'],
  ['Olivia Chen', 'Smyrna', '30080', 'Community safety fair, Decatur'],
  ['Victor Alvarez', 'Atlanta', '30318', 'Newsletter signup'],
  ['Hannah Brooks', 'Decatur', '30032', 'Website form'],
  ['Isaiah Coleman', 'East Point', '30344', 'Newsletter signup'],
  ['Monica Patel', 'Atlanta', '30309', 'Newsletter signup'],
  ['Trevor Lindqvist', 'Roswell', '30075', 'Website form'],
  ['Aaliyah Johnson', 'Atlanta', '30311', 'Newsletter signup'],
  ['Connor Walsh', 'Marietta', '30062', 'Community safety fair, Decatur'],
  ['Sofia Moreno', 'Atlanta', '30316', 'Newsletter signup'],
  ['Derek Simmons', 'Decatur', '30033', 'Newsletter signup'],
  ['Naomi Fischer', 'Sandy Springs', '30328', 'Website form'],
  ['Andre Thompson', 'Atlanta', '30315', 'Newsletter signup'],
  ['Lucia Romano', 'Smyrna', '30082', 'Newsletter signup'],
  ['Kevin Osei', 'Atlanta', '30312', 'Website form'],
  ['Tasha Greene', 'Decatur', '30034', 'Newsletter signup'],
  ['Wesley Park', 'Duluth', '30096', 'Newsletter signup'],
];

/**
 * The demo's month of results, made by `npm run dev` on a fresh start through the real endpoints,
 * each on its day (the dev server's seeding clock, src/server/clock.ts): the firm and its
 * contacts on the first day, subscribers joining and welcomed day by day, this month's issue,
 * readers' clicks hours after delivery (with the browsers people use), mail security scanners'
 * link checks as emails arrive (machine clicks), leads from the website's form through the signed
 * lead webhook, a few unsubscribes, and contacts moved to consultations and signed cases.
 * Days count from the first day of the month shown (0) to today (`days` - 1).
 */
export const DEMO_MONTH = {
  days: 30,
  /** The hour (in the firm's zone) the day's delivery pass runs. */
  passHour: 9,
  joiners: JOINERS.map(([name, city, postalCode, source], i) => ({
    day: 1 + ((i * 11) % 28),
    contact: {
      name,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.test`,
      phone: null,
      relationship: 'subscriber',
      state: 'GA',
      city,
      postal_code: postalCode,
      source,
      tags: [],
    },
  })),
  /** Out of 100 delivered emails, about how many a reader clicks (one link, 1 to 6 hours later), and how many a scanner checks. */
  readersPer100: 35,
  scannersPer100: 25,
  /** Readers who always click (their clicks lead to the cases below). */
  alwaysClick: ['tom.nguyen@example.test', 'rachel.go@example.test'],
  browsers: [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    'Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  ],
  scanners: [
    { ua: 'Mozilla/5.0 (compatible; Barracuda Sentinel (EE))', method: 'GET' },
    {
      ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      method: 'HEAD',
    },
  ],
  /** One-click unsubscribes from a delivered email (the List-Unsubscribe header), on these days. */
  unsubscribes: [
    { day: 17, email: 'connor.walsh@example.test' },
    { day: 26, email: 'lucia.romano@example.test' },
  ],
  /** Leads from the firm's website form, posted to its signed lead webhook. */
  leads: [
    {
      day: 6,
      lead: {
        name: 'Carla Mendes',
        email: 'carla.mendes@example.test',
        phone: '(404) 555-0181',
        state: 'GA',
        incidentType: 'Car accident',
        message: 'Rear-ended on I-85 last week; my neck still hurts.',
      },
    },
    {
      day: 13,
      lead: {
        name: 'Ben Adler',
        email: 'ben.adler@example.test',
        phone: '(404) 555-0182',
        state: 'GA',
        incidentType: 'Slip and fall',
        message: 'Fell on a wet floor at a grocery store.',
      },
    },
    {
      day: 22,
      lead: {
        name: 'Yusuf Rahman',
        email: 'yusuf.rahman@example.test',
        phone: '(404) 555-0183',
        state: 'GA',
        incidentType: 'Motorcycle accident',
        message: 'A driver turned left in front of me.',
      },
    },
  ],
  /** Pipeline moves, by contact name (or a lead's email), each on its day. */
  stages: [
    { day: 2, contact: 'Jamal Carter', change: { stage: 'contacted' } },
    { day: 3, contact: 'Tom Nguyen', change: { stage: 'contacted' } },
    { day: 4, contact: 'Priya Shah', change: { stage: 'contacted' } },
    { day: 5, contact: 'Jamal Carter', change: { stage: 'consultation_booked' } },
    { day: 6, contact: 'Tom Nguyen', change: { stage: 'consultation_booked' } },
    { day: 8, contact: 'Priya Shah', change: { stage: 'consultation_booked' } },
    { day: 7, contact: 'carla.mendes@example.test', change: { stage: 'contacted' } },
    { day: 9, contact: 'carla.mendes@example.test', change: { stage: 'consultation_booked' } },
    { day: 12, contact: 'Jamal Carter', change: { stage: 'signed', case_type: 'Truck accident', fee: 24000, fee_kind: 'expected' } },
    { day: 15, contact: 'Priya Shah', change: { stage: 'not_signed' } },
    { day: 16, contact: 'Tom Nguyen', change: { stage: 'signed', case_type: 'Car accident', fee: 9500, fee_kind: 'expected' } },
    { day: 14, contact: 'ben.adler@example.test', change: { stage: 'contacted' } },
    { day: 20, contact: 'Robert King', change: { stage: 'contacted' } },
    {
      day: 21,
      contact: 'carla.mendes@example.test',
      change: { stage: 'signed', case_type: 'Car accident', fee: 6800, fee_kind: 'expected' },
    },
    { day: 23, contact: 'yusuf.rahman@example.test', change: { stage: 'contacted' } },
    { day: 27, contact: 'yusuf.rahman@example.test', change: { stage: 'consultation_booked' } },
    { day: 24, contact: 'rachel.go@example.test', change: { stage: 'consultation_booked' } },
  ],
};
