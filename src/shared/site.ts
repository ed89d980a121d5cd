/**
 * The public site's constants: one place for the product's name, plan, contact
 * details and the landing page's structured copy. Safe for browser and server.
 */

export const PRODUCT_NAME = 'CaseCourier';
export const PRODUCT_SLUG = 'casecourier';

/**
 * Local defaults of the public configuration (astro.config.mjs checks it; a
 * production build must set PUBLIC_PAYMENT_LINK and PUBLIC_SITE_URL). The link
 * is clearly fake so that a site built without one shows it at once.
 */
export const DEFAULT_PAYMENT_LINK = 'https://payments.example.com/casecourier/unlimited-not-configured';
export const LOCAL_SITE_URL = 'http://localhost:4321';

export const SUPPORT_EMAIL = 'support@casecourier.com';
/** The 404 page's words: the static page and the desk (to anyone who is not staff) show the same. */
export const NOT_FOUND_PAGE = {
  title: `Page Not Found | ${PRODUCT_NAME}`,
  kicker: '404',
  heading: "We couldn't find that page",
  text: 'The link may be old or mistyped. Everything we publish is one click away from the homepage and the guides listed below.',
  home: 'Go to the homepage',
} as const;

/** What the thank-you page promises, word for word; the confirmation email repeats it. */
export const FOLLOW_UP_PROMISE = 'We will email you within 24 hours to confirm your audience details and start your first campaign.';

/** Shown as written; `tel:` links use SUPPORT_PHONE_TEL. */
export const SUPPORT_PHONE = '(888) 555-0142';
export const SUPPORT_PHONE_TEL = '+18885550142';

export interface PricingPlan {
  name: string;
  price: number;
  priceLabel: string;
  period: string;
  audience: string;
  features: readonly string[];
  ctaLabel: string;
}

export const UNLIMITED_PLAN: PricingPlan = {
  name: 'Unlimited',
  price: 1999,
  priceLabel: '$1,999',
  period: 'per month',
  audience: 'For personal-injury firms that want a steady, compliant presence in their community.',
  features: [
    'Unlimited email campaigns',
    'Unlimited clicks to your website',
    'Proactive search-intent lead targeting',
    'Full local customization',
    'Advanced analytics and ROI tracking',
    'Dedicated account manager',
    'Priority phone and email support',
  ],
  ctaLabel: 'Start Your 30-Day Risk-Free Trial',
};

export interface Testimonial {
  quote: string;
  name: string;
  firm: string;
  city: string;
  initials: string;
  stars: 5;
}

/** About the service itself: no case outcomes, no promises. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'I used to write a newsletter twice a year when I remembered. Now one goes out every month, it reads like our firm, and I approve it in ten minutes.',
    name: 'Danielle Okafor',
    firm: 'Okafor Injury Law',
    city: 'Tampa, FL',
    initials: 'DO',
    stars: 5,
  },
  {
    quote:
      'Their team flagged a line in our draft that would have been a problem with our state bar. That review alone is worth having someone else own the process.',
    name: 'Marcus Reyes',
    firm: 'Reyes & Whitfield',
    city: 'San Antonio, TX',
    initials: 'MR',
    stars: 5,
  },
  {
    quote:
      'Former clients reply to the local safety issues and forward them to neighbours. It keeps our name in front of people between the times they need us.',
    name: 'Sarah Lindqvist',
    firm: 'Lindqvist Law Group',
    city: 'Columbus, OH',
    initials: 'SL',
    stars: 5,
  },
];

/** A link after a text on the landing page, to where the text is said in full. */
export interface MoreLink {
  label: string;
  href: string;
}

/** The privacy policy's section on people found through search-intent data, and how to be removed. */
export const PROSPECT_DATA_LINK: MoreLink = {
  label: 'Where this data comes from and how to be removed',
  href: '/privacy-policy#search-intent-prospects',
};

export interface HowItWorksStep {
  number: number;
  title: string;
  text: string;
  more?: MoreLink;
}

export const HOW_IT_WORKS: readonly HowItWorksStep[] = [
  {
    number: 1,
    title: 'Choose your plan',
    text: 'Subscribe to Unlimited and tell us about your firm in a short setup form: your city, the cases you take, your brand. Your first campaign is ready in 7-10 business days.',
  },
  {
    number: 2,
    title: 'Identify active legal seekers',
    text: 'Through a search-intent data provider (AudienceLab) that your firm connects, we find people in your area who are searching online for legal help right now. Every one of them is treated as a solicitation under the attorney-advertising rules: emails labelled as advertising, waiting periods honoured, and no text or call without their own written consent. Anyone can ask to be removed.',
    more: PROSPECT_DATA_LINK,
  },
  {
    number: 3,
    title: 'Engage and build authority',
    text: 'A hyper-local newsletter goes out under your name: road-safety updates, local news, plain-language answers. Every issue is reviewed for attorney-advertising compliance before you approve it.',
  },
  {
    number: 4,
    title: 'Convert leads',
    text: 'Readers who need help know exactly who to call. Follow-up sequences, clear calls to action and ROI tracking show you what each campaign brings in. Results not guaranteed.',
  },
];

export interface FaqItem {
  question: string;
  answer: string;
  more?: MoreLink;
}

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'What exactly do I get with the Unlimited plan?',
    answer:
      'A done-for-you, hyper-local newsletter program for your firm: we write, design and send campaigns to your community, target the areas where people are searching for legal help, and report on clicks and enquiries. You also get the signed-in workspace for AI email sequences and calling agents, a dedicated account manager and priority support.',
  },
  {
    question: 'How soon does my first campaign go out?',
    answer:
      'Your first campaign is ready 7-10 business days after you complete the setup form. We send you a proof first; nothing goes out until you approve it.',
  },
  {
    question: 'Is the content compliant with attorney-advertising rules?',
    answer:
      'Every newsletter is reviewed for attorney-advertising compliance before it reaches you, including CAN-SPAM requirements such as your physical address and a working unsubscribe link, and state-specific labels where your bar requires them. You approve each issue, and as the responsible attorney you keep the final say.',
  },
  {
    question: 'Where does the search-intent data come from, and is it private?',
    answer:
      'From a search-intent data provider, AudienceLab, through your firm’s own account: it names people in your area who are searching online for legal help. We keep only their name, email, mobile number, city, state and ZIP code, never their browsing history. Every one of them is treated as a solicitation, is never texted or called without their own written consent, is deleted after 90 days (or the period you set) unless they engage with you, and can ask to be removed at any time.',
    more: PROSPECT_DATA_LINK,
  },
  {
    question: 'Can you guarantee new cases?',
    answer:
      'No. Results not guaranteed: no honest marketing service can promise cases, and the rules of professional conduct rightly forbid creating unjustified expectations. What we promise is consistent, compliant, professional marketing that keeps your firm in front of your community.',
  },
  {
    question: 'Is there a contract or a trial?',
    answer:
      'There is no long-term contract. Your subscription starts with a 30-day risk-free trial, and you can cancel anytime from then on.',
  },
  {
    question: 'Do I have to write anything myself?',
    answer:
      "No. We draft every issue in your firm's voice from the details you give us at setup. You can send us topics to cover or avoid, and the AI email sequences in your workspace let you draft extra campaigns from a single sentence when you want to.",
  },
  {
    question: 'Which firms is CaseCourier built for?',
    answer:
      "Personal-injury firms of every size: solo practitioners, small firms and mid-size firms with several offices. Newsletters are customised to each office's city, county or ZIP codes and the accident types you handle.",
  },
];

export const FOOTER_TAGLINE = 'Results not guaranteed. This is a marketing service.';
