/**
 * The desk's terms, for the server that answers /api/desk/* and the screen at /desk: a client's
 * state on the way from payment to the first newsletter, and the clock against our promises.
 * No zod here (the list screen loads it at start); the workspace form uses the firm profile's schema.
 */

/** In order: each state is further along than the one before; cancelled ends the way. */
export const DESK_STATES = [
  'paid',
  'wizard_received',
  'workspace_invited',
  'first_issue_drafted',
  'proof_sent',
  'approved',
  'launched',
  'cancelled',
] as const;
export type DeskState = (typeof DESK_STATES)[number];

export const DESK_STATE_LABELS: Record<DeskState, string> = {
  paid: 'Paid',
  wizard_received: 'Wizard received',
  workspace_invited: 'Workspace invited',
  first_issue_drafted: 'First issue drafted',
  proof_sent: 'Proof sent',
  approved: 'Approved',
  launched: 'Launched',
  cancelled: 'Cancelled',
};

/** Our promises, counted from the welcome form's arrival. */
export const PROOF_WITHIN_HOURS = 24;
export const LAUNCH_WITHIN_BUSINESS_DAYS = 10;

export interface PromiseClock {
  /** When it is due (ISO 8601), and when it was kept (null until then). */
  due_at: string;
  done_at: string | null;
  overdue: boolean;
}

/** One row of GET /api/desk/submissions: a welcome form, or a payment with no form yet. */
export interface DeskRow {
  /** The submission's id, or `payment-<key>` for a payment whose form has not arrived. */
  id: string;
  submission_id: string | null;
  firm_name: string;
  contact_name: string | null;
  email: string | null;
  state: DeskState;
  paid_at: string | null;
  submitted_at: string | null;
  subscription_status: string | null;
  tenant_id: string | null;
  proof: PromiseClock | null;
  launch: PromiseClock | null;
  overdue: boolean;
  /** The emails the form sends (the notice to us, the confirmation to the attorney) that did not go out. */
  unsent_emails: string[];
}

export interface DeskSubmissions {
  rows: DeskRow[];
  now: string;
}

/** GET /api/desk/submissions/:id: the row, and everything the firm told us in the form. */
export interface DeskSubmissionDetail extends DeskRow {
  form: Record<string, string | boolean | string[] | null>;
  images: { logo: string | null; headshot: string | null };
  /** The firm profile to start the workspace with: the form's answers, the licensed state guessed from the address. */
  suggested_profile: {
    firmName: string;
    responsibleAttorney: string;
    address: string;
    phone: string;
    website: string;
    licensedStates: string[];
  };
}

export interface WorkspaceCreated {
  tenant_id: string;
  created: boolean;
  invited_email: string;
}

/** One line of a firm's audit log: what our staff did in its workspace. */
export interface AuditEntry {
  id: string;
  at: string;
  by: { uid: string; name: string; email: string };
  action: string;
  record: { kind: string; id: string; name?: string } | null;
}

/** GET /api/desk/firms/:tenantId: a client's workspace as staff see it. */
export interface DeskFirm {
  tenant_id: string;
  firm_name: string;
  attorney_emails: string[];
  subscription_status: string | null;
  subscription_ended: boolean;
}

/** POST /api/desk/firms/:tenantId/campaigns/:id/proof */
export interface DeskProofSent {
  sent_to: string;
}

/** POST /api/billing/stripe-webhook: what became of the event (a replay changes nothing). */
export interface StripeWebhookReceipt {
  received: true;
  outcome: 'recorded' | 'replayed' | 'ignored';
  event_id: string;
}
