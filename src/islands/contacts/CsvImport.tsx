import { useEffect, useMemo, useRef, useState } from 'react';
import { RELATIONSHIP_LABELS, RELATIONSHIPS, type Relationship } from '#shared/schemas/contactTerms';
import { CONTACT_LIMITS } from '#shared/schemas/contacts';
import { api, errorMessage } from '#browser/api';
import { downloadText } from '#browser/download';
import { showFailure, showToast } from '#browser/toastStore';
import { Button } from '../ui/Button';
import { Field, FieldMessage, Options } from '../ui/Field';
import { Table } from '../ui/Table';
import { card, label } from '../ui/styles';
import {
  badRowsCsv,
  batches,
  checkRows,
  CONSENT_COLUMNS,
  guessMapping,
  IMPORT_FIELD_NAMES,
  IMPORT_FIELDS,
  NAME_PARTS_MAX,
  parseCsv,
  sendInBatches,
  type ColumnMapping,
  type ImportField,
  type ImportProgress,
  type ParsedFile,
  type ReadyContact,
  type RowError,
} from './csvImport';

const PREVIEW_ROWS = 5;
const ERRORS_SHOWN = 50;
export const SAMPLE_FILE = '/downloads/contacts-import-sample.csv';

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const rowList = (rows: number[]) =>
  rows.length === 2 ? `${rows[0]} and ${rows[1]}` : `${rows.slice(0, -1).join(', ')} and ${rows.at(-1)}`;

/** What an import did, in words. */
function describeImport(done: ImportProgress): string {
  const rows = done.written.reduce((n, r) => n + r.rows.length, 0);
  const parts = [`${plural(done.created, 'new contact')}`];
  if (done.merged.length > 0) {
    const names = done.merged.map((r) => r.contact.name);
    parts.push(
      `${plural(done.merged.length, 'row')} added to contacts you already had (${names.slice(0, 5).join(', ')}${names.length > 5 ? ', …' : ''})`,
    );
  }
  return `Imported ${plural(done.contacts, 'contact')} from ${plural(rows, 'row')}: ${parts.join(', ')}.`;
}

/** The columns of one field, as the mapping holds them. */
const columnsOf = (mapping: ColumnMapping, field: ImportField): string[] =>
  field === 'name' ? mapping.name : [mapping[field]].filter(Boolean);

/**
 * One bad row, editable: every column the import reads, the cell at fault first and marked.
 * Saving puts the values back in the file's rows, which are checked again at once.
 */
function RowFixer({
  file,
  mapping,
  error,
  onSave,
  onCancel,
}: {
  file: ParsedFile;
  mapping: ColumnMapping;
  error: RowError;
  onSave: (values: Record<string, string>) => void;
  onCancel: () => void;
}) {
  const row = file.rows[error.row - 2]!;
  const faulty = error.field ? columnsOf(mapping, error.field) : [];
  const columns = [...new Set([...faulty, ...IMPORT_FIELD_NAMES.flatMap((f) => columnsOf(mapping, f))])];
  const [values, setValues] = useState(() => Object.fromEntries(columns.map((c) => [c, row[c] ?? ''])));
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div className="mt-2 rounded-lg border border-slate-300 bg-slate-50 p-3" data-testid="row-fixer">
      <p className="text-sm font-semibold text-slate-800">Row {error.row}</p>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {columns.map((column, index) => (
          <Field key={column} label={column} error={faulty.includes(column) && index === 0 ? error.message : undefined}>
            <input
              ref={index === 0 ? first : undefined}
              value={values[column]}
              maxLength={CONTACT_LIMITS.notes}
              onChange={(e) => setValues({ ...values, [column]: e.target.value })}
              onKeyDown={(e) => {
                if (e.key === 'Enter') onSave(values);
              }}
            />
          </Field>
        ))}
      </div>
      {faulty.length === 0 && <FieldMessage error={error.message} />}
      <div className="mt-3 flex gap-2">
        <Button variant="primary" onClick={() => onSave(values)}>
          Check row {error.row} again
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </div>
  );
}

/**
 * Import a CSV: preview, map columns (a name from several), say what the file leaves unsaid
 * (relationship, consent wording), see and fix bad rows, merge the rows that are one person,
 * then write the ready contacts in batches with progress.
 */
export function CsvImport({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [file, setFile] = useState<ParsedFile | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [relationship, setRelationship] = useState<Relationship | ''>('');
  const [consentText, setConsentText] = useState('');
  const [fixing, setFixing] = useState<number | null>(null);
  /** File rows already written: they are not offered again. */
  const [imported, setImported] = useState<ReadonlySet<number>>(new Set());
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const checked = useMemo(
    () =>
      file && mapping ? checkRows(file.rows, mapping, { fileName: file.name, relationship: relationship || null, consentText }) : null,
    [file, mapping, relationship, consentText],
  );
  // A row fixed after an import may join a contact already written: it is sent again, and the server adds it to that contact.
  const pending: ReadyContact[] = checked ? checked.ready.filter((r) => r.rows.some((row) => !imported.has(row))) : [];
  const pendingErrors = checked ? checked.errors.filter((e) => !imported.has(e.row)) : [];
  const pendingRows = pending.reduce((n, r) => n + r.rows.filter((row) => !imported.has(row)).length, 0);

  async function choose(selected: File | undefined) {
    setSummary(null);
    setImported(new Set());
    setFixing(null);
    if (!selected) return;
    let parsed: ParsedFile | null;
    try {
      parsed = parseCsv(selected.name, await selected.text());
    } catch (error) {
      showFailure('Could not read the file', error);
      return;
    }
    if (!parsed) {
      showToast({ title: 'Nothing to import', description: 'The file has no header row or no rows under it.', variant: 'destructive' });
      return;
    }
    setFile(parsed);
    setMapping(guessMapping(parsed.headers));
  }

  function fixRow(row: number, values: Record<string, string>) {
    if (!file || !mapping) return;
    const rows = file.rows.map((r, i) => (i + 2 === row ? { ...r, ...values } : r));
    setFile({ ...file, rows });
    const again = checkRows(rows, mapping, { fileName: file.name, relationship: relationship || null, consentText });
    const still = again.errors.find((e) => e.row === row);
    if (still) setStatus(`Row ${row} still has a problem: ${still.message}`);
    else {
      setStatus(`Row ${row} is ready to import.`);
      setFixing(null);
    }
  }

  async function importReady() {
    if (!file || pending.length === 0) return;
    const total = pending.length;
    setProgress({ done: 0, total });
    setSummary(null);
    const send = (contacts: unknown[]) => api('contacts/import', { method: 'POST', body: { rows: contacts } });
    const remember = (done: ImportProgress) => setImported((before) => new Set([...before, ...done.written.flatMap((r) => r.rows)]));
    try {
      const done = await sendInBatches(batches(pending), send, (p) => setProgress({ done: p.contacts, total }));
      remember(done);
      setSummary(describeImport(done));
      showToast({ title: 'Import finished.' });
      onDone();
    } catch (error) {
      const done = (error as { progress?: ImportProgress }).progress;
      if (done) remember(done);
      setSummary(
        `Stopped after ${plural(done?.contacts ?? 0, 'contact')} of ${total.toLocaleString('en-US')}: ${errorMessage(error) ?? 'the server refused a batch.'} Contacts already imported stay; press Import again for the rest.`,
      );
      showFailure('Import stopped', error);
      onDone();
    } finally {
      setProgress(null);
    }
  }

  const setColumn = (field: Exclude<ImportField, 'name'>, column: string) => mapping && setMapping({ ...mapping, [field]: column });
  const setNamePart = (index: number, column: string) => {
    if (!mapping) return;
    const parts = [...mapping.name];
    parts[index] = column;
    setMapping({ ...mapping, name: parts.filter(Boolean) });
  };

  const consentMapped = mapping !== null && (Object.values(CONSENT_COLUMNS).some((f) => mapping[f]) || Boolean(mapping.consent_channels));
  const needsRelationship = (checked?.withoutRelationship ?? 0) > 0;

  let check = '';
  if (checked && file) {
    const ready = `${plural(pending.length, 'contact')} ready to import from ${plural(pendingRows, 'row')}`;
    const problems = pendingErrors.length ? `; ${plural(pendingErrors.length, 'row')} with problems (fix them below or download them)` : '';
    const waiting = needsRelationship ? `; ${plural(checked.withoutRelationship, 'row')} waiting for a relationship` : '';
    check = `${ready}${problems}${waiting}.`;
    if (imported.size > 0) check = `${plural(imported.size, 'row')} imported. ${check}`;
  }

  return (
    <section className={card} aria-labelledby="csv-import-title">
      <h2 id="csv-import-title" className="text-lg font-semibold text-navy-900">
        Import contacts from a CSV file
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Any export with a header row will do (Clio, Google Contacts, a spreadsheet). Nothing is saved until you press Import; a row with an
        email or phone already in your contacts is added to that contact.{' '}
        <a className="font-medium text-navy-800 underline underline-offset-2" href={SAMPLE_FILE} download>
          Download a sample file
        </a>{' '}
        to start from.
      </p>
      <Field label="CSV file" className="mt-4">
        <input type="file" accept=".csv,text/csv" onChange={(e) => void choose(e.target.files?.[0])} />
      </Field>

      {file && mapping && checked && (
        <>
          <h3 className="mt-6 font-semibold text-navy-900">Preview</h3>
          <div className="mt-2">
            <Table
              caption={`First rows of ${file.name}`}
              data-testid="csv-preview"
              scrollsByKeyboard
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
            <p className="mt-1 text-sm text-slate-600">
              Where each field is read from. A name can be put together from up to {NAME_PARTS_MAX} columns (first, middle, last). Consent
              columns take Yes or No (also true/false, 1/0, “opted in”, “opted out”).
            </p>
            <div className="mt-2 grid gap-3 sm:grid-cols-3">
              {Array.from({ length: Math.min(mapping.name.length + 1, NAME_PARTS_MAX) }, (_, index) => (
                <Field key={`name-${index}`} label={index === 0 ? 'Name' : `Name, part ${index + 1}`}>
                  <select value={mapping.name[index] ?? ''} onChange={(e) => setNamePart(index, e.target.value)}>
                    <option value="">{index === 0 ? 'Not imported' : 'Nothing more'}</option>
                    <Options values={file.headers} />
                  </select>
                </Field>
              ))}
              {IMPORT_FIELD_NAMES.filter((f): f is Exclude<ImportField, 'name'> => f !== 'name').map((field) => (
                <Field key={field} label={IMPORT_FIELDS[field].label}>
                  <select value={mapping[field]} onChange={(e) => setColumn(field, e.target.value)}>
                    <option value="">Not imported</option>
                    <Options values={file.headers} />
                  </select>
                </Field>
              ))}
            </div>
          </fieldset>

          <fieldset className="mt-6">
            <legend className="font-semibold text-navy-900">For the whole file</legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              <Field
                label={mapping.relationship ? 'Relationship for rows that have none' : 'Relationship of everyone in this file'}
                required={needsRelationship}
                error={
                  needsRelationship && !relationship
                    ? `Choose one: ${plural(checked.withoutRelationship, 'row says', 'rows say')} nothing about how the person relates to the firm.`
                    : undefined
                }
                hint="Clients, former clients, subscribers and leads get different emails and rules."
              >
                <select
                  value={relationship}
                  onChange={(e) => setRelationship(e.target.value as Relationship | '')}
                  required={needsRelationship}
                >
                  <option value="">Choose a relationship</option>
                  <Options values={RELATIONSHIPS} label={(r) => RELATIONSHIP_LABELS[r]} />
                </select>
              </Field>
              {consentMapped && !mapping.consent_text && (
                <Field
                  label="Consent wording the people in this file agreed to"
                  hint="The file has no wording column. Paste the words of the form or checkbox they saw; texts and calls need them."
                >
                  <textarea
                    value={consentText}
                    onChange={(e) => setConsentText(e.target.value)}
                    rows={2}
                    maxLength={CONTACT_LIMITS.consentText}
                  />
                </Field>
              )}
            </div>
            {consentMapped && !mapping.consent_at && (
              <p className="mt-2 text-sm text-slate-700" data-testid="consent-date-note">
                The file has no consent date column: consent is recorded as imported today, date unknown, and the consent history says so.
              </p>
            )}
          </fieldset>

          <p className="mt-6 text-sm font-medium text-slate-900" data-testid="csv-check" aria-live="polite">
            {check}
          </p>
          {checked.duplicates.length > 0 && (
            <ul className="mt-2 list-disc pl-6 text-sm text-slate-800" aria-label="Rows that are the same person">
              {checked.duplicates.map((d) => (
                <li key={d.rows.join('-')}>
                  Rows {rowList(d.rows)} are the same person ({d.name}, same {d.by}): they become one contact, their consent recorded once.
                </li>
              ))}
            </ul>
          )}
          {pendingErrors.length > 0 && (
            <div className="mt-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-navy-900">Rows with problems</h3>
                <Button
                  variant="link"
                  onClick={() => downloadText(`${file.name.replace(/\.csv$/i, '')}-rows-to-fix.csv`, badRowsCsv(file, pendingErrors))}
                >
                  Download {plural(pendingErrors.length, 'row')} to fix (CSV)
                </Button>
              </div>
              <ul className="mt-2 space-y-2 text-sm" aria-label="Rows with errors">
                {pendingErrors.slice(0, ERRORS_SHOWN).map((e) => (
                  <li key={e.row} data-testid="row-error">
                    <div className="flex flex-wrap items-center gap-x-3">
                      <span className="text-red-800">
                        Row {e.row}: {e.message}
                      </span>
                      {fixing !== e.row && (
                        <Button variant="link" onClick={() => setFixing(e.row)} aria-label={`Fix row ${e.row}`}>
                          Fix
                        </Button>
                      )}
                    </div>
                    {fixing === e.row && (
                      <RowFixer
                        file={file}
                        mapping={mapping}
                        error={e}
                        onSave={(values) => fixRow(e.row, values)}
                        onCancel={() => setFixing(null)}
                      />
                    )}
                  </li>
                ))}
                {pendingErrors.length > ERRORS_SHOWN && <li>…and {pendingErrors.length - ERRORS_SHOWN} more: download them to see all.</li>}
              </ul>
            </div>
          )}
          <p role="status" className="sr-only">
            {status}
          </p>
        </>
      )}

      {progress && (
        <div className="mt-4">
          <label className={label} htmlFor="csv-progress">
            Importing {progress.done.toLocaleString('en-US')} of {plural(progress.total, 'contact')}
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
          onClick={importReady}
          disabled={pending.length === 0}
          pending={progress !== null}
          pendingLabel="Importing"
        >
          Import {plural(pending.length, 'contact')}
        </Button>
      </div>
    </section>
  );
}
