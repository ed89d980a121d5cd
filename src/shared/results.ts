/**
 * The reports' figures as the API answers them (GET /api/reports/campaigns/{id},
 * /api/reports/sequences/{id}, /api/reports/summary) and their words, for the server and the
 * reports screen.
 */
export const EMAIL_FIGURES = ['delivered', 'unique_clicks', 'machine_clicks', 'opens', 'unsubscribes', 'bounces', 'complaints'] as const;
export type EmailFigure = (typeof EMAIL_FIGURES)[number];

export const FIGURE_LABELS: Record<EmailFigure, string> = {
  delivered: 'Delivered',
  unique_clicks: 'Unique clicks',
  machine_clicks: 'Machine clicks',
  opens: 'Opens (approximate)',
  unsubscribes: 'Unsubscribes',
  bounces: 'Bounces',
  complaints: 'Complaints',
};

export const OPENS_NOTE =
  'Opens are approximate: Apple Mail Privacy Protection and some security gateways load every image of an email as it arrives, so an "open" may be a machine. Clicks are the better measure of interest.';
export const MACHINE_CLICKS_NOTE =
  'Machine clicks are link checks by mail security scanners and crawlers (HEAD requests, known scanner user agents, and clicks on every link of an email within seconds of delivery). They are kept apart and not counted as readers.';

export interface EmailFigures {
  delivered: number;
  unique_clicks: number;
  /** Unique clicks as a share of delivered (0 to 1); null before anything was delivered. */
  click_rate: number | null;
  machine_clicks: number;
  /** Null when the firm does not count opens (the pixel is off). */
  opens: number | null;
  unsubscribes: number;
  bounces: number;
  complaints: number;
}

export interface LinkFigures {
  link: number;
  url: string;
  unique_clicks: number;
  machine_clicks: number;
}

export interface DayFigures extends Omit<EmailFigures, 'click_rate'> {
  date: string;
}

export interface FunnelFigures {
  /** Contacts counted as prospective clients: saved as a Lead, or moved into the pipeline. */
  leads: number;
  consultations: number;
  signed: number;
  /** Fees recorded on signed cases (received or expected), in dollars. */
  fees: number;
}

export interface SourceReport extends EmailFigures {
  kind: 'campaign' | 'sequence';
  id: string;
  name: string;
  links: LinkFigures[];
  days: DayFigures[];
  funnel: FunnelFigures;
  opens_tracked: boolean;
}

export interface SourceLine extends EmailFigures, FunnelFigures {
  kind: 'campaign' | 'sequence';
  id: string;
  name: string;
}

export interface MonthLine extends Omit<EmailFigures, 'click_rate'>, FunnelFigures {
  month: string;
  subscription: number;
  /** The month's subscription divided by the cases signed that month; null when none was signed. */
  cost_per_signed_case: number | null;
}

export interface ResultsSummary {
  subscription_monthly: number;
  opens_tracked: boolean;
  totals: EmailFigures & FunnelFigures;
  sources: SourceLine[];
  funnel_by_source: ({ source: string } & FunnelFigures)[];
  months: MonthLine[];
}

export const clickRate = (uniqueClicks: number, delivered: number) => (delivered > 0 ? uniqueClicks / delivered : null);

/** What POST /api/email-events/ses answers: the events recorded, or a confirmed subscription. */
export type SesEventsAnswer = { recorded: number } | { confirmed: true };
