import { API_KEY_MAX, maskKey, type ApiKeySummary } from '#shared/apiKeys';
import * as z from 'zod/mini';
import { updateApiKeySchema } from '#shared/schemas/apiKeys';
import { api } from '#browser/api';
import { showToast } from '#browser/toastStore';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Form, useSchemaForm } from '../ui/form';

/** Replacing a key: a blank field says what it is for, then the shared rules apply. */
const replaceKeySchema = z.pipe(
  z.object({ api_key: z.string().check(z.trim(), z.minLength(1, 'Type the new key to replace the saved one.')) }),
  updateApiKeySchema,
);

/** A saved key: its name, its masked last four, and a field to replace it. */
export function KeyRow({ entry, onSaved, onDelete }: { entry: ApiKeySummary; onSaved: (k: ApiKeySummary) => void; onDelete: () => void }) {
  const form = useSchemaForm(replaceKeySchema, { api_key: '' });
  const { errors, isSubmitting } = form.formState;
  async function save(values: { api_key: string }) {
    const saved = await api('api-keys/:name', { method: 'PUT', params: { name: entry.api_name }, body: values });
    form.reset();
    onSaved(saved);
    showToast({ title: `${entry.api_name} API key saved.` });
  }
  return (
    <li className="rounded-lg border border-slate-200 p-4" data-testid="api-key-row">
      <Form
        form={form}
        onValid={save}
        failedToast="Failed to save API key"
        className="grid gap-4 sm:grid-cols-[1fr_2fr_auto] sm:items-start"
        aria-label={`${entry.api_name} key`}
      >
        <Field label="API Name">
          <input value={entry.api_name} disabled className="bg-slate-100 text-slate-700" />
        </Field>
        <Field
          label={
            <>
              API Key{' '}
              <span className="font-normal text-slate-600">
                (saved: <span data-testid="masked-key">{maskKey(entry.key_last4)}</span>)
              </span>
            </>
          }
          error={errors.api_key}
        >
          <input
            type="password"
            autoComplete="off"
            {...form.register('api_key')}
            maxLength={API_KEY_MAX}
            placeholder={`${maskKey(entry.key_last4)} (type a new key to replace it)`}
          />
        </Field>
        <div className="flex gap-2 sm:mt-6">
          <Button variant="danger" onClick={onDelete} aria-label={`Delete ${entry.api_name} key`}>
            Delete
          </Button>
          <Button type="submit" variant="primary" pending={isSubmitting} pendingLabel="Saving" aria-label={`Save ${entry.api_name} key`}>
            Save
          </Button>
        </div>
      </Form>
    </li>
  );
}
