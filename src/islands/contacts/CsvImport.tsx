import Papa from 'papaparse';
import { useMemo, useState } from 'react';
import { RELATIONSHIP_LABELS, RELATIONSHIPS, type Relationship } from '#shared/schemas/contactTerms';
import { api, errorMessage } from '#browser/api';
import { showFailure, showToast } from '#browser/toastStore';
import { Button } from '../ui/Button';
import { Field, Options } from '../ui/Field';
import { Table } from '../ui/Table';
import { card, label } from '../ui/styles';
import {
  batches,
  checkRows,
  guessMapping,
  IMPORT_FIELD_NAMES,
  IMPORT_FIELDS,
  sendInBatches,
  type ColumnMapping,
  type ImportProgress,
} from './csvImport';

const PREVIEW_ROWS = 5;
const ERRORS_SHOWN = 50;

interface ParsedFile {
  name: string;
  headers: string[];
  rows: Record<string, string>[];
}

/** Import a CSV: preview, map columns, see row errors, then write valid rows in batches with progress. */
export function CsvImport({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [file, setFile] = useState<ParsedFile | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [relationship, setRelationship] = useState<Relationship>('subscriber');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [summary, setSummary] = useState<string | null>(null);

  const checked = useMemo(
    () => (file && mapping ? checkRows(file.rows, mapping, { fileName: file.name, relationship }) : null),
    [file, mapping, relationship],
  );

  function choose(selected: File | undefined) {
    setSummary(null);
    if (!selected) return;
    Papa.parse<Record<string, string>>(selected, {
      header: true,
      skipEmptyLines: 'greedy',
      complete: (result) => {
        const headers = (result.meta.fields ?? []).filter(Boolean);
        if (headers.length === 0 || result.data.length === 0) {
          showToast({ title: 'Nothing to import', description: 'The file has no header row or no rows under it.', variant: 'destructive' });
          return;
        }
        setFile({ name: selected.name, headers, rows: result.data });
        setMapping(guessMapping(headers));
      },
      error: (error) => showToast({ title: 'Could not read the file', description: error.message, variant: 'destructive' }),
    });
  }

  async function importValid() {
    if (!checked) return;
    const total = checked.valid.length;
    setProgress({ done: 0, total });
    const send = (rows: unknown[]) => api('contacts/import', { method: 'POST', body: { rows } });
    try {
      const done = await sendInBatches(batches(checked.valid), send, (p) => setProgress({ done: p.rows, total }));
      setSummary(
        `Imported ${done.rows.toLocaleString()} rows: ${done.created.toLocaleString()} new contacts, ${done.merged.toLocaleString()} added to existing ones.`,
      );
      showToast({ title: 'Import finished.' });
      onDone();
    } catch (error) {
      const written = (error as { progress?: ImportProgress }).progress?.rows ?? 0;
      setSummary(
        `Stopped after ${written.toLocaleString()} of ${total.toLocaleString()} rows: ${errorMessage(error) ?? 'the server refused a batch'} Rows already imported stay; import the file again to finish (duplicates are merged).`,
      );
      showFailure('Import stopped', error);
      onDone();
    } finally {
      setProgress(null);
    }
  }

  return (
    <section className={card} aria-labelledby="csv-import-title">
      <h2 id="csv-import-title" className="text-lg font-semibold text-navy-900">
        Import contacts from a CSV file
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The first row must hold column names. Nothing is saved until you press Import; rows with an email or phone already in your contacts
        are added to that contact.
      </p>
      <Field label="CSV file" className="mt-4">
        <input type="file" accept=".csv,text/csv" onChange={(e) => choose(e.target.files?.[0])} />
      </Field>

      {file && mapping && checked && (
        <>
          <h3 className="mt-6 font-semibold text-navy-900">Preview</h3>
          <div className="mt-2">
            <Table
              caption={`First rows of ${file.name}`}
              data-testid="csv-preview"
              rows={file.rows.slice(0, PREVIEW_ROWS).map((row, index) => ({ row, index }))}
              rowKey={({ index }) => String(index)}
              columns={file.headers.map((h) => ({
                header: h,
                cell: ({ row }: { row: Record<string, string> }) => row[h],
                className: 'whitespace-nowrap',
              }))}
            />
          </div>

          <fieldset className="mt-6">
            <legend className="font-semibold text-navy-900">Columns</legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-3">
              {IMPORT_FIELD_NAMES.map((field) => (
                <Field key={field} label={IMPORT_FIELDS[field].label}>
                  <select value={mapping[field]} onChange={(e) => setMapping({ ...mapping, [field]: e.target.value })}>
                    <option value="">Not imported</option>
                    <Options values={file.headers} />
                  </select>
                </Field>
              ))}
              <Field label="Relationship when the row has none">
                <select value={relationship} onChange={(e) => setRelationship(e.target.value as Relationship)}>
                  <Options values={RELATIONSHIPS} label={(r) => RELATIONSHIP_LABELS[r]} />
                </select>
              </Field>
            </div>
          </fieldset>

          <p className="mt-6 text-sm text-slate-800" data-testid="csv-check">
            {checked.valid.length.toLocaleString()} of {file.rows.length.toLocaleString()} rows are ready to import
            {checked.errors.length ? `; ${checked.errors.length.toLocaleString()} have errors and will be skipped.` : '.'}
          </p>
          {checked.errors.length > 0 && (
            <ul className="mt-2 max-h-48 list-disc overflow-y-auto pl-6 text-sm text-red-800" aria-label="Rows with errors">
              {checked.errors.slice(0, ERRORS_SHOWN).map((e) => (
                <li key={e.row}>
                  Row {e.row}: {e.message}
                </li>
              ))}
              {checked.errors.length > ERRORS_SHOWN && <li>…and {checked.errors.length - ERRORS_SHOWN} more.</li>}
            </ul>
          )}
        </>
      )}

      {progress && (
        <div className="mt-4">
          <label className={label} htmlFor="csv-progress">
            Importing {progress.done.toLocaleString()} of {progress.total.toLocaleString()} rows
          </label>
          <progress id="csv-progress" className="mt-1 w-full" max={progress.total} value={progress.done} />
        </div>
      )}
      {summary && (
        <p role="status" className="mt-4 text-sm font-medium text-slate-900">
          {summary}
        </p>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <Button onClick={onCancel} disabled={progress !== null}>
          Close
        </Button>
        <Button
          variant="primary"
          onClick={importValid}
          disabled={!checked || checked.valid.length === 0}
          pending={progress !== null}
          pendingLabel="Importing"
        >
          Import {checked ? checked.valid.length.toLocaleString() : ''} rows
        </Button>
      </div>
    </section>
  );
}
