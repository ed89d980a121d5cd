import type { Audience } from '../compliance/types';
import type { EmailDraft } from '../schemas/sequences';
import type { Issue } from './issue';

/** A newsletter layout to start an issue from. */
export interface LayoutTemplate {
  id: string;
  name: string;
  description: string;
  issue: Issue;
}

/** A curated sequence to start a sequence from. */
export interface SequenceTemplate {
  id: string;
  name: string;
  description: string;
  audience: Audience;
  emails: EmailDraft[];
}

/** What GET /api/newsletter-templates answers. */
export interface NewsletterTemplates {
  layouts: LayoutTemplate[];
  sequences: readonly SequenceTemplate[];
}
