import { API_KEY_MAX, API_NAME_MAX, normalizeApiName, type ApiKeySummary } from '#shared/apiKeys';
import { createApiKeySchema } from '#shared/schemas/apiKeys';
import { api } from '#browser/api';
import { showToast } from '#browser/toastStore';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Form, useSchemaForm } from '../ui/form';
import { CenteredSpinner } from '../ui/Spinner';
import { ErrorState } from '../ui/StateViews';
import { useApiList } from '../ui/useApiList';
import { useConfirmedDelete } from '../ui/useConfirmedDelete';
import { card } from '../ui/styles';
import { KeyRow } from './KeyRow';

function AddKeyForm({ onAdded }: { onAdded: (k: ApiKeySummary) => void }) {
  const form = useSchemaForm(createApiKeySchema, { api_name: '', api_key: '' });
  const { errors, isSubmitting } = form.formState;
  const apiName = form.register('api_name');
  async function add(values: { api_name: string; api_key: string }) {
    onAdded(await api('api-keys', { method: 'POST', body: values }));
    form.reset();
    showToast({ title: 'New API key added.' });
  }
  return (
    <Form
      form={form}
      onValid={add}
      failedToast="Failed to add API key"
      className="mt-8 border-t border-slate-200 pt-6"
      aria-labelledby="add-key-title"
    >
      <h3 id="add-key-title" className="font-semibold text-navy-900">
        Add New API Key
      </h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_2fr_auto] sm:items-start">
        <Field label="API Name" error={errors.api_name}>
          <input
            {...apiName}
            // The spec: names are lowercased and trimmed as they are typed.
            onChange={(event) => {
              event.target.value = normalizeApiName(event.target.value);
              return apiName.onChange(event);
            }}
            placeholder="audiencelab"
            maxLength={API_NAME_MAX}
            autoComplete="off"
          />
        </Field>
        <Field label="API Key" error={errors.api_key}>
          <input type="password" {...form.register('api_key')} maxLength={API_KEY_MAX} autoComplete="off" />
        </Field>
        <Button type="submit" variant="primary" pending={isSubmitting} pendingLabel="Adding" className="sm:mt-6">
          Add Key
        </Button>
      </div>
    </Form>
  );
}

const fetchKeys = () => api('api-keys');

/** Settings, API Integrations: the firm's saved keys (masked), each replaceable, and a form to add one. */
export function ApiKeysSection() {
  const { items: keys, setItems: setKeys, failed } = useApiList({ fetchList: fetchKeys, failedToast: 'Error fetching API keys' });
  const deletion = useConfirmedDelete<ApiKeySummary>({
    title: 'Delete API key',
    question: 'Are you sure you want to delete this API key?',
    remove: (key) => api('api-keys/:name', { method: 'DELETE', params: { name: key.api_name } }),
    onDeleted: (key) => setKeys((list) => list?.filter((k) => k.api_name !== key.api_name) ?? null),
    deletedToast: 'API Key Deleted',
    failedToast: 'Failed to delete key',
  });

  const upsert = (entry: ApiKeySummary) =>
    setKeys((list) =>
      [...(list ?? []).filter((k) => k.api_name !== entry.api_name), entry].sort((a, b) => a.api_name.localeCompare(b.api_name)),
    );

  return (
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
      {deletion.dialog}
    </section>
  );
}
