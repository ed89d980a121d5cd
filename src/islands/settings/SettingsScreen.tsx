import { deferred } from '../ui/deferred';
import { WorkspaceScreen } from '../ui/WorkspaceScreen';
import { ApiKeysSection } from './ApiKeysSection';
import { FirmProfileSection } from './FirmProfileSection';
import { LeadWebhookSection } from './LeadWebhookSection';
import { SendingDomainSection } from './SendingDomainSection';
import { SendingSettingsCard } from './SendingSettingsCard';

// The newsletter's settings and brand load after the rest of the screen.
const NewsletterSection = deferred(() => import('./NewsletterSection').then((module) => module.default));
const AudiencesSection = deferred(() => import('../prospects/AudiencesSection').then((module) => module.default));
const AuditLogSection = deferred(() => import('./AuditLogSection').then((module) => module.default));

export function SettingsScreen() {
  return (
    <WorkspaceScreen title="Settings" narrow>
      <FirmProfileSection />
      <ApiKeysSection />
      <p className="mt-4 text-sm text-slate-700">
        The key named <strong>openai</strong> is the one AI Email Sequences use to generate emails for your firm. Without it, generation
        uses CaseCourier's own key where one is configured.
      </p>
      <LeadWebhookSection />
      <SendingSettingsCard />
      <SendingDomainSection />
      <NewsletterSection />
      <AudiencesSection />
      <AuditLogSection />
    </WorkspaceScreen>
  );
}
