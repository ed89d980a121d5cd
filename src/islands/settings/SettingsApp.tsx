import { useState, type FormEvent } from 'react';
import { API_KEY_MAX, API_NAME_MAX, normalizeApiName, type ApiKeySummary } from '#shared/apiKeys';
import { api, errorMessage } from '#browser/api';
import { showToast } from '#browser/toastStore';
import { deferred } from '../ui/deferred';
import { useApiList } from '../ui/useApiList';
import { useConfirmedDelete } from '../ui/useConfirmedDelete';
import { CenteredSpinner, Spinner } from '../ui/Spinner';
import { ErrorState } from '../ui/StateViews';
import { buttonPrimary, card, input, label } from '../ui/styles';
import { SignedInApp, WorkspaceScreen } from '../ui/WorkspaceScreen';
import { onDemand } from '#browser/onDemand';

/** The key schemas (with zod) load on the first save, not with the page. */
const loadSchemas = onDemand(() => import('#shared/schemas/apiKeys'));

// These sections' forms and schemas load after the first paint; its data comes from the API anyway.
const FirmProfileSection = deferred(() => import('./FirmProfileSection').then((module) => module.FirmProfileSection));
const LeadWebhookSection = deferred(() => import('./LeadWebhookSection').then((module) => module.LeadWebhookSection));
// The sending form and its schema likewise.
const SendingSettingsCard = deferred(() => import('./SendingSettingsCard').then((module) => module.SendingSettingsCard));
// The newsletter's settings and brand likewise: /settings has no start-up budget to spare.
const NewsletterSection = deferred(() => import('./NewsletterSection').then((module) => module.default));

// A saved key's row loads with the list of keys, after the first paint.
const KeyRow = deferred(() => import('./KeyRow').then((module) => module.KeyRow));

function AddKeyForm({ onAdded }: { onAdded: (k: ApiKeySummary) => void }) {
  const [name, setName] = useState('');
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  async function add(event: FormEvent) {
    event.preventDefault();
    try {
      const { createApiKeySchema } = await loadSchemas();
      const parsed = createApiKeySchema.safeParse({ api_name: name, api_key: key });
      if (!parsed.success) {
        showToast({ title: 'Failed to add API key', description: parsed.error.issues[0]!.message, variant: 'destructive' });
        return;
      }
      setBusy(true);
      onAdded(await api<ApiKeySummary>('api-keys', { method: 'POST', body: parsed.data }));
      setName('');
      setKey('');
      showToast({ title: 'New API key added.' });
    } catch (error) {
      showToast({ title: 'Failed to add API key', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={add} className="mt-8 border-t border-slate-200 pt-6" noValidate aria-labelledby="add-key-title">
      <h3 id="add-key-title" className="font-semibold text-navy-900">
        Add New API Key
      </h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
        <label className={label}>
          API Name
          <input
            value={name}
            onChange={(e) => setName(normalizeApiName(e.target.value))}
            placeholder="audiencelab"
            className={input}
            maxLength={API_NAME_MAX}
            autoComplete="off"
          />
        </label>
        <label className={label}>
          API Key
          <input
            type="password"
            value={key}
            onChange={(e) => setKey(e.target.value)}
            className={input}
            maxLength={API_KEY_MAX}
            autoComplete="off"
          />
        </label>
        <button type="submit" className={buttonPrimary} disabled={busy}>
          {busy && <Spinner label="Adding" className="h-4 w-4 text-white" />}
          Add Key
        </button>
      </div>
    </form>
  );
}

const fetchKeys = () => api<ApiKeySummary[]>('api-keys');

function SettingsScreen() {
  const { items: keys, setItems: setKeys, failed } = useApiList({ fetchList: fetchKeys, failedToast: 'Error fetching API keys' });
  const deletion = useConfirmedDelete<ApiKeySummary>({
    title: 'Delete API key',
    question: 'Are you sure you want to delete this API key?',
    remove: (key) => api(`api-keys/${encodeURIComponent(key.api_name)}`, { method: 'DELETE' }),
    onDeleted: (key) => setKeys((list) => list?.filter((k) => k.api_name !== key.api_name) ?? null),
    deletedToast: 'API Key Deleted',
    failedToast: 'Failed to delete key',
  });

  const upsert = (entry: ApiKeySummary) =>
    setKeys((list) =>
      [...(list ?? []).filter((k) => k.api_name !== entry.api_name), entry].sort((a, b) => a.api_name.localeCompare(b.api_name)),
    );

  return (
    <>
      <WorkspaceScreen title="Settings" narrow>
        <FirmProfileSection />
        <section className={`${card} mt-6`} aria-labelledby="integrations-title">
          <h2 id="integrations-title" className="text-lg font-semibold text-navy-900">
            API Integrations
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Keys for third-party services your firm uses. They are encrypted when saved and never shown again in full.
          </p>
          {failed ? (
            <ErrorState message="We couldn't load your API keys. Please try refreshing the page." />
          ) : keys === null ? (
            <CenteredSpinner label="Loading API keys" />
          ) : (
            <>
              {keys.length === 0 ? (
                <p className="mt-6 text-sm text-slate-600">No API keys yet.</p>
              ) : (
                <ul className="mt-6 space-y-4">
                  {keys.map((k) => (
                    <KeyRow key={k.api_name} entry={k} onSaved={upsert} onDelete={() => deletion.ask(k)} />
                  ))}
                </ul>
              )}
              <AddKeyForm onAdded={upsert} />
            </>
          )}
        </section>
        <p className="mt-4 text-sm text-slate-700">
          The key named <strong>openai</strong> is the one AI Email Sequences use to generate emails for your firm. Without it, generation
          uses CaseCourier's own key where one is configured.
        </p>
        <LeadWebhookSection />
        <SendingSettingsCard />
        <NewsletterSection />
      </WorkspaceScreen>
      {deletion.dialog}
    </>
  );
}

export default function SettingsApp() {
  return (
    <SignedInApp>
      <SettingsScreen />
    </SignedInApp>
  );
}
