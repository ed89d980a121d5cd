import type { Block } from '#shared/newsletter/issue';
import { FIRST_NAME_OR_THERE } from '#shared/newsletter/mergeFields';
import type { LayoutTemplate, NewsletterTemplates, SequenceTemplate } from '#shared/newsletter/templates';

/**
 * The templates a firm starts from: newsletter layouts and curated personal-injury sequences.
 * Each is written to pass the compliance check as it stands for a firm under the national rules
 * (a unit test runs the engine over every one); states that require more (New York's subject
 * label, Florida's first sentence, California's label) are added by the editor's one-click fixes.
 * Served by GET /api/newsletter-templates, where the firm's website fills the buttons.
 */

const greeting = `Hi ${FIRST_NAME_OR_THERE},`;
const NOT_ADVICE = 'This newsletter is general information, not legal advice.';

/** Buttons link to the firm's website; without one, a layout has no button. */
function layouts(website: string | undefined): LayoutTemplate[] {
  const button = (id: string, label: string): Block[] => (website ? [{ id, type: 'button', label, url: website }] : []);
  return [
    {
      id: 'monthly-safety-roundup',
      name: 'Monthly safety roundup',
      description: 'A greeting, two local safety stories, a tip list, a note from the attorney and a button to reach the firm.',
      issue: {
        subject: 'This month around {{firm.city}}: local safety notes',
        preheader: 'Two local safety stories and three reminders for the month.',
        blocks: [
          {
            id: 'greeting',
            type: 'paragraph',
            text: `${greeting}\n\nHere is what we are watching on the roads and sidewalks near you this month.`,
          },
          { id: 'heading', type: 'heading', text: 'Around the neighbourhood' },
          {
            id: 'story-1',
            type: 'local_item',
            kind: 'safety',
            title: 'Take busy intersections slowly',
            place: '{{firm.city}}',
            text: 'Most crashes in town happen at intersections. Stop fully at stop signs, look twice for people on bikes, and wait a beat when the light turns green.',
          },
          {
            id: 'story-2',
            type: 'local_item',
            kind: 'safety',
            title: 'Parking lots see more fender benders this time of year',
            text: 'Back out slowly, watch for people walking between cars, and keep your phone in your pocket until you are parked.',
          },
          {
            id: 'tips',
            type: 'tip_list',
            title: 'Three reminders',
            tips: [
              'Leave extra following distance in rain or fog.',
              'Keep a charged phone and a first-aid kit in the car.',
              'After any crash, photograph the scene and see a doctor the same day.',
            ],
          },
          {
            id: 'note',
            type: 'attorney_note',
            text: `We live and work here too. If you have a question about a crash or an injury, reply to this email or call {{firm.phone}}. ${NOT_ADVICE}`,
          },
          ...button('contact', 'Ask us a question'),
        ],
      },
    },
    {
      id: 'community-events',
      name: 'Community events',
      description: 'Events near your readers (a safety fair, a car seat check), with the attorney’s note and a way to reach the firm.',
      issue: {
        subject: 'Coming up near you: community safety events',
        preheader: 'Free safety events for families in your area.',
        blocks: [
          { id: 'greeting', type: 'paragraph', text: `${greeting}\n\nA few community events this month that are worth your time.` },
          {
            id: 'event-1',
            type: 'local_item',
            kind: 'event',
            title: 'Free car seat checks',
            text: 'Many fire stations check car seat installations for free. Call your local station to ask when they hold them.',
          },
          {
            id: 'event-2',
            type: 'local_item',
            kind: 'event',
            title: 'Bike safety day',
            text: 'Many police departments and schools hold bike safety days with helmet fittings and a short riding course for children. Watch your local calendar for one near you.',
          },
          { id: 'note', type: 'attorney_note', text: `It is good to see neighbours looking out for each other. ${NOT_ADVICE}` },
          ...button('contact', 'Contact our office'),
        ],
      },
    },
    {
      id: 'seasonal-tips',
      name: 'Seasonal tips',
      description: 'Practical advice for the season in two tip lists, with a short introduction and the attorney’s note.',
      issue: {
        subject: 'Seasonal safety tips from {{firm.name}}',
        preheader: 'Practical reminders for the road and at home.',
        blocks: [
          { id: 'heading', type: 'heading', text: 'Safe travels this season' },
          {
            id: 'intro',
            type: 'paragraph',
            text: `${greeting}\n\nA few habits prevent most of the injuries we hear about this time of year.`,
          },
          {
            id: 'road',
            type: 'tip_list',
            title: 'On the road',
            tips: [
              'Check your tyres and wipers before a long drive.',
              'Plan a sober ride home from celebrations.',
              'Slow down near bus stops and school zones.',
            ],
          },
          {
            id: 'home',
            type: 'tip_list',
            title: 'At home',
            tips: ['Keep walkways clear and well lit.', 'Use a sturdy ladder, with someone holding it.', 'Salt or sand icy steps.'],
          },
          {
            id: 'note',
            type: 'attorney_note',
            text: `If you are hurt, your health comes first: see a doctor, then keep every record. ${NOT_ADVICE}`,
          },
          ...button('contact', 'Visit our website'),
        ],
      },
    },
    {
      id: 'attorneys-letter',
      name: 'Attorney’s letter',
      description: 'A personal letter from the attorney first, then one local story and a way to reach the firm.',
      issue: {
        subject: 'A note from {{firm.attorney}}',
        preheader: 'A short letter from your neighbourhood law firm.',
        blocks: [
          {
            id: 'letter',
            type: 'attorney_note',
            text: `${greeting}\n\nThank you for reading our newsletter. Each month we share what we see in our community and how to stay safe. If there is a topic you would like us to cover, reply and tell us.`,
          },
          {
            id: 'story',
            type: 'local_item',
            kind: 'safety',
            title: 'What to do in the first hour after a crash',
            text: 'Check for injuries and call 911, move to safety if you can, photograph the scene and exchange insurance details. Do not discuss fault at the scene.',
          },
          { id: 'closing', type: 'paragraph', text: NOT_ADVICE },
          ...button('contact', 'Call or write to us'),
        ],
      },
    },
  ];
}

export const SEQUENCE_TEMPLATES: readonly SequenceTemplate[] = [
  {
    id: 'new-client-welcome',
    name: 'New client welcome',
    description: 'For a client who just signed: what happens next, what to keep, who to call.',
    audience: 'client',
    emails: [
      {
        after_days: 0,
        subject: 'Welcome to {{firm.name}}',
        body: `${greeting}\n\nThank you for choosing {{firm.name}}. Over the next few weeks we will gather your medical records and the police report, and we will call you before any important step.\n\nIf anything changes with your treatment or your contact details, reply to this email or call {{firm.phone}}.`,
      },
      {
        after_days: 3,
        subject: 'Three things to keep while your case is open',
        body: `${greeting}\n\nA few habits make your case easier to document:\n\n1. Keep every medical bill and receipt in one folder.\n2. Write down how your injuries affect your day, once a week.\n3. Send us any letter from an insurance company before you answer it.\n\nPlease do not post about the accident on social media while your case is open.`,
      },
      {
        after_days: 11,
        subject: 'How your case is going, and who to call',
        body: `${greeting}\n\nTwo weeks in, we have requested your records and opened a file with the insurer.\n\nEvery case moves at its own pace, and we will tell you about each decision before it is made. Call {{firm.phone}} any time you have a question.`,
      },
    ],
  },
  {
    id: 'case-milestones',
    name: 'Case milestones',
    description: 'For current clients: what each stage of a case involves, so nothing comes as a surprise.',
    audience: 'client',
    emails: [
      {
        after_days: 0,
        subject: 'The stages of your case, in plain words',
        body: `${greeting}\n\nMost injury cases move through the same stages: gathering records, finishing medical treatment, a demand to the insurer, and negotiation. Some go on to a lawsuit. We will tell you which stage you are in and what it needs from you.`,
      },
      {
        after_days: 14,
        subject: 'Your medical records: why they take time',
        body: `${greeting}\n\nHospitals and clinics often take several weeks to send records. We follow up for you. The most useful thing you can do now is keep your appointments and tell us about any new provider you see.`,
      },
      {
        after_days: 30,
        subject: 'What negotiation with the insurer looks like',
        body: `${greeting}\n\nWhen treatment is complete, we send the insurer a demand with your records and bills. Their first answer is rarely their last. We will explain every offer to you, and the decision to accept or not is always yours.`,
      },
    ],
  },
  {
    id: 'post-settlement-review',
    name: 'After the case: review and referral',
    description: 'For former clients after a case closes: thanks, a request for an honest review, and an invitation to refer.',
    audience: 'client',
    emails: [
      {
        after_days: 0,
        subject: 'Thank you from {{firm.name}}',
        body: `${greeting}\n\nNow that your case is closed, thank you for trusting us with it. If you need copies of any documents for your records, reply to this email and we will send them.`,
      },
      {
        after_days: 7,
        subject: 'Would you share your experience?',
        body: `${greeting}\n\nIf you have a moment, an honest review of your experience with our firm helps others find the help they need. Please write what is true for you; we do not offer anything in exchange for reviews.`,
      },
      {
        after_days: 30,
        subject: 'If someone you know is hurt',
        body: `${greeting}\n\nIf a friend or family member is injured and has questions, you are welcome to give them our number, {{firm.phone}}. We are glad to talk with them.`,
      },
    ],
  },
  {
    id: 'intake-follow-up',
    name: 'Intake follow-up',
    description: 'For someone who contacted the firm about an injury and has not signed: thanks, practical help, an open door.',
    audience: 'lead',
    emails: [
      {
        after_days: 0,
        subject: 'Thank you for reaching out',
        body: `${greeting}\n\nThank you for contacting {{firm.name}}. We read every message and will be in touch within one business day. If your question is urgent, call {{firm.phone}}.`,
      },
      {
        after_days: 2,
        subject: 'What to keep after an accident',
        body: `${greeting}\n\nWhatever you decide, these records help: photos of the scene and your injuries, medical bills and receipts, and any letters from insurers. Keep them in one place.`,
      },
      {
        after_days: 5,
        subject: 'Questions about your options?',
        body: `${greeting}\n\nIf you still have questions about your situation, we are happy to talk them through, with no obligation. Reply to this email or call {{firm.phone}}.`,
      },
    ],
  },
  {
    id: 'newsletter-welcome',
    name: 'Monthly newsletter welcome',
    description: 'For a new newsletter subscriber: what to expect, and a first local safety checklist.',
    audience: 'subscriber',
    emails: [
      {
        after_days: 0,
        subject: 'Welcome to the {{firm.name}} newsletter',
        body: `${greeting}\n\nThank you for subscribing. Once a month we send local safety news, community events and practical tips for {{firm.city}} and nearby. You can unsubscribe from any email with one click.`,
      },
      {
        after_days: 7,
        subject: 'Your local safety checklist',
        body: `${greeting}\n\nFive things worth doing this month:\n\n- Check your smoke detector batteries.\n- Keep a first-aid kit in the car.\n- Save your insurer's claim number in your phone.\n- Walk your child's route to school with them.\n- Reply to this email with any topic you would like us to cover.\n\nThis newsletter is general information, not legal advice.`,
      },
    ],
  },
];

/** GET /api/newsletter-templates */
export function newsletterTemplates(website: string | undefined): NewsletterTemplates {
  return { layouts: layouts(website), sequences: SEQUENCE_TEMPLATES };
}
