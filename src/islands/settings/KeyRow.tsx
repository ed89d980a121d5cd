import { useId, useState, type FormEvent } from 'react';
import { API_KEY_MAX, maskKey, type ApiKeySummary } from '#shared/apiKeys';
import { api, errorMessage } from '#browser/api';
import { showToast } from '#browser/toastStore';
import { Spinner } from '../ui/Spinner';
import { buttonDanger, buttonPrimary, input, label } from '../ui/styles';
import { onDemand } from '#browser/onDemand';

/** The key schemas (with zod) load on the first save. */
const loadSchemas = onDemand(() => import('#shared/schemas/apiKeys'));

/** A saved key: its name, its masked last four, and a field to replace it. */
export function KeyRow({ entry, onSaved, onDelete }: { entry: ApiKeySummary; onSaved: (k: ApiKeySummary) => void; onDelete: () => void }) {
  const [replacement, setReplacement] = useState('');
  const [saving, setSaving] = useState(false);
  const id = useId();
  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      const { updateApiKeySchema } = await loadSchemas();
      const parsed = updateApiKeySchema.safeParse({ api_key: replacement });
      if (!parsed.success) {
        showToast({ title: 'Failed to save API key', description: 'Type the new key to replace the saved one.', variant: 'destructive' });
        return;
      }
      setSaving(true);
      const saved = await api<ApiKeySummary>(`api-keys/${encodeURIComponent(entry.api_name)}`, { method: 'PUT', body: parsed.data });
      setReplacement('');
      onSaved(saved);
      showToast({ title: `${entry.api_name} API key saved.` });
    } catch (error) {
      showToast({ title: 'Failed to save API key', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }
  return (
    <li className="rounded-lg border border-slate-200 p-4" data-testid="api-key-row">
      <form onSubmit={save} className="grid gap-4 sm:grid-cols-[1fr_2fr_auto] sm:items-end" noValidate aria-label={`${entry.api_name} key`}>
        <label className={label}>
          API Name
          <input value={entry.api_name} disabled className={`${input} bg-slate-100 text-slate-700`} />
        </label>
        <div>
          <label className={label} htmlFor={`${id}-key`}>
            API Key{' '}
            <span className="font-normal text-slate-600">
              (saved: <span data-testid="masked-key">{maskKey(entry.key_last4)}</span>)
            </span>
          </label>
          <input
            id={`${id}-key`}
            type="password"
            autoComplete="off"
            value={replacement}
            onChange={(e) => setReplacement(e.target.value)}
            maxLength={API_KEY_MAX}
            placeholder={`${maskKey(entry.key_last4)} (type a new key to replace it)`}
            className={input}
          />
        </div>
        <div className="flex gap-2">
          <button type="button" className={buttonDanger} onClick={onDelete} aria-label={`Delete ${entry.api_name} key`}>
            Delete
          </button>
          <button type="submit" className={buttonPrimary} disabled={saving} aria-label={`Save ${entry.api_name} key`}>
            {saving && <Spinner label="Saving" className="h-4 w-4 text-white" />}
            Save
          </button>
        </div>
      </form>
    </li>
  );
}
