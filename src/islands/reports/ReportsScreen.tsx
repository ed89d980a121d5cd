import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  FIGURE_LABELS,
  MACHINE_CLICKS_NOTE,
  OPENS_NOTE,
  type DayFigures,
  type EmailFigures,
  type MonthLine,
  type ResultsSummary,
  type SourceLine,
  type SourceReport,
} from '#shared/results';
import { api } from '#browser/api';
import { showFailure } from '#browser/toastStore';
import { Button } from '../ui/Button';
import { CenteredSpinner } from '../ui/Spinner';
import { ErrorState } from '../ui/StateViews';
import { Table, type Column } from '../ui/Table';
import { WorkspaceScreen } from '../ui/WorkspaceScreen';
import { Chart } from './Chart';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');
const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)}%`);
const plural = (n: number, word: string) => `${count.format(n)} ${word}${n === 1 ? '' : 's'}`;
const monthName = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A heading, a CSV button and what goes under them. */
function Panel({ title, id, onCsv, children }: { title: string; id: string; onCsv?: () => void; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-navy-900">
          {title}
        </h2>
        {onCsv && (
          <Button onClick={onCsv} aria-label={`Download ${title} as CSV`}>
            Download CSV
          </Button>
        )}
      </div>
      {children}
    </section>
  );
}

const csv = (name: string, header: string[], rows: (string | number | null)[][]) =>
  import('./downloadCsv')
    .then((m) => m.downloadCsv(name, header, rows))
    .catch((error: unknown) => showFailure('Failed to export CSV', error));

/** The figures a campaign or sequence line shows; opens only when counted. */
function figureColumns<Row extends Omit<EmailFigures, 'click_rate'> & { click_rate?: number | null }>(opens: boolean): Column<Row>[] {
  return [
    { header: 'Delivered', cell: (r) => count.format(r.delivered) },
    { header: 'Unique clicks', cell: (r) => count.format(r.unique_clicks) },
    { header: 'Click rate', cell: (r) => (r.click_rate === undefined ? '–' : percent(r.click_rate)) },
    { header: 'Machine clicks', cell: (r) => count.format(r.machine_clicks) },
    ...(opens ? [{ header: FIGURE_LABELS.opens, cell: (r: Row) => count.format(r.opens ?? 0) }] : []),
    { header: 'Unsubscribes', cell: (r) => count.format(r.unsubscribes) },
    { header: 'Bounces', cell: (r) => count.format(r.bounces) },
    { header: 'Complaints', cell: (r) => count.format(r.complaints) },
  ];
}

function Totals({ summary }: { summary: ResultsSummary }) {
  const t = summary.totals;
  const cards: [string, string][] = [
    ['Delivered', count.format(t.delivered)],
    ['Unique clicks', `${count.format(t.unique_clicks)} (${percent(t.click_rate)})`],
    ['Machine clicks', count.format(t.machine_clicks)],
    ...(summary.opens_tracked ? [[FIGURE_LABELS.opens, count.format(t.opens ?? 0)] as [string, string]] : []),
    ['Leads', count.format(t.leads)],
    ['Consultations', count.format(t.consultations)],
    ['Signed cases', count.format(t.signed)],
    ['Fees recorded', money.format(t.fees)],
  ];
  return (
    <dl className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {cards.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-slate-50 p-3">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="text-xl font-semibold text-navy-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Months({ months }: { months: MonthLine[] }) {
  const labels = useMemo(() => months.map((m) => m.month), [months]);
  const series = useMemo(
    () => [
      { label: 'Cost per signed case ($)', values: months.map((m) => m.cost_per_signed_case), color: '#1d4ed8' },
      { label: 'Subscription ($)', values: months.map((m) => m.subscription), color: '#b45309' },
    ],
    [months],
  );
  const header = ['Month', 'Leads', 'Consultations', 'Signed cases', 'Fees', 'Subscription', 'Cost per signed case'];
  return (
    <Panel
      title="Cost per signed case"
      id="cost-per-case"
      onCsv={() =>
        csv(
          'cost-per-signed-case',
          header,
          months.map((m) => [m.month, m.leads, m.consultations, m.signed, m.fees, m.subscription, m.cost_per_signed_case]),
        )
      }
    >
      <p className="mb-3 text-sm text-slate-700">
        Each month&rsquo;s subscription divided by the cases signed that month. A month with no signed case has no cost per case.
      </p>
      {months.length > 1 && <Chart label="Cost per signed case and the subscription, month by month" labels={labels} series={series} />}
      <Table
        caption="Cost per signed case, month by month"
        rowHeader
        stackOnPhone
        rows={months}
        rowKey={(m) => m.month}
        columns={[
          { header: 'Month', cell: (m) => monthName(m.month) },
          { header: 'Leads', cell: (m) => count.format(m.leads) },
          { header: 'Consultations', cell: (m) => count.format(m.consultations) },
          { header: 'Signed cases', cell: (m) => count.format(m.signed) },
          { header: 'Fees', cell: (m) => money.format(m.fees) },
          { header: 'Subscription', cell: (m) => money.format(m.subscription) },
          {
            header: 'Cost per signed case',
            cell: (m) => (m.cost_per_signed_case === null ? 'No signed case' : money.format(m.cost_per_signed_case)),
          },
        ]}
      />
    </Panel>
  );
}

const kindWord = (kind: 'campaign' | 'sequence') => (kind === 'campaign' ? 'Newsletter issue' : 'Sequence');

function Sources({ summary, onOpen }: { summary: ResultsSummary; onOpen: (line: SourceLine) => void }) {
  const opens = summary.opens_tracked;
  const header = [
    'Name',
    'Kind',
    'Delivered',
    'Unique clicks',
    'Click rate',
    'Machine clicks',
    ...(opens ? ['Opens (approximate)'] : []),
    'Unsubscribes',
    'Bounces',
    'Complaints',
    'Leads',
    'Consultations',
    'Signed cases',
    'Fees',
  ];
  return (
    <Panel
      title="Campaigns and sequences"
      id="sources"
      onCsv={() =>
        csv(
          'campaigns-and-sequences',
          header,
          summary.sources.map((s) => [
            s.name,
            kindWord(s.kind),
            s.delivered,
            s.unique_clicks,
            s.click_rate,
            s.machine_clicks,
            ...(opens ? [s.opens] : []),
            s.unsubscribes,
            s.bounces,
            s.complaints,
            s.leads,
            s.consultations,
            s.signed,
            s.fees,
          ]),
        )
      }
    >
      {summary.sources.length === 0 ? (
        <p className="text-slate-700">Nothing has been sent yet. Figures appear here as soon as the first email is delivered.</p>
      ) : (
        <Table
          caption="Each campaign and sequence"
          rowHeader
          stackOnPhone
          rows={summary.sources}
          rowKey={(s) => `${s.kind}_${s.id}`}
          columns={[
            {
              header: 'Name',
              cell: (s) => (
                <Button variant="link" onClick={() => onOpen(s)} aria-label={`Open the report for ${s.name}`}>
                  {s.name}
                </Button>
              ),
            },
            { header: 'Kind', cell: (s) => kindWord(s.kind) },
            ...figureColumns<SourceLine>(opens),
            { header: 'Leads', cell: (s) => count.format(s.leads) },
            { header: 'Consultations', cell: (s) => count.format(s.consultations) },
            { header: 'Signed', cell: (s) => count.format(s.signed) },
            { header: 'Fees', cell: (s) => money.format(s.fees) },
          ]}
        />
      )}
    </Panel>
  );
}

function Funnel({ summary }: { summary: ResultsSummary }) {
  const rows = summary.funnel_by_source;
  return (
    <Panel
      title="Funnel by source"
      id="funnel"
      onCsv={() =>
        csv(
          'funnel-by-source',
          ['Source', 'Leads', 'Consultations', 'Signed cases', 'Fees'],
          rows.map((r) => [r.source, r.leads, r.consultations, r.signed, r.fees]),
        )
      }
    >
      <p className="mb-3 text-sm text-slate-700">
        Where each lead first came from, and how many went on to a consultation and a signed case. A lead is a contact saved as a Lead or
        moved into the pipeline; move a contact&rsquo;s stage on its page in Contacts.
      </p>
      {rows.length === 0 ? (
        <p className="text-slate-700">No lead has been counted yet.</p>
      ) : (
        <Table
          caption="Funnel by source"
          rowHeader
          stackOnPhone
          rows={rows}
          rowKey={(r) => r.source}
          columns={[
            { header: 'Source', cell: (r) => r.source },
            { header: 'Leads', cell: (r) => count.format(r.leads) },
            { header: 'Consultations', cell: (r) => count.format(r.consultations) },
            { header: 'Signed cases', cell: (r) => count.format(r.signed) },
            { header: 'Fees', cell: (r) => money.format(r.fees) },
          ]}
        />
      )}
    </Panel>
  );
}

function SourceDetail({ line, onClose }: { line: SourceLine; onClose: () => void }) {
  const [report, setReport] = useState<SourceReport | null>(null);
  useEffect(() => {
    let current = true;
    api(line.kind === 'campaign' ? 'reports/campaigns/:id' : 'reports/sequences/:id', { params: { id: line.id } }).then(
      (r) => current && setReport(r),
      (error: unknown) => showFailure('Failed to load the report', error),
    );
    return () => {
      current = false;
    };
  }, [line]);
  const labels = useMemo(() => report?.days.map((d) => d.date) ?? [], [report]);
  const series = useMemo(
    () =>
      report
        ? [
            { label: 'Delivered', values: report.days.map((d) => d.delivered), color: '#475569' },
            { label: 'Unique clicks', values: report.days.map((d) => d.unique_clicks), color: '#1d4ed8' },
            { label: 'Machine clicks', values: report.days.map((d) => d.machine_clicks), color: '#b45309' },
          ]
        : [],
    [report],
  );
  const dayHeader = [
    'Date',
    'Delivered',
    'Unique clicks',
    'Machine clicks',
    ...(report?.opens_tracked ? ['Opens (approximate)'] : []),
    'Unsubscribes',
    'Bounces',
    'Complaints',
  ];
  const slug =
    line.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'report';
  return (
    <Panel title={`${kindWord(line.kind)}: ${line.name}`} id="source-detail">
      <Button onClick={onClose} className="mb-4">
        Back to all campaigns and sequences
      </Button>
      {!report ? (
        <CenteredSpinner label="Loading the report" />
      ) : (
        <>
          <Table
            caption={`Figures for ${report.name}`}
            rows={[report]}
            rowKey={(r) => r.id}
            stackOnPhone
            columns={figureColumns<SourceReport>(report.opens_tracked)}
          />
          <div className="mt-6 flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold text-navy-900">Per link</h3>
            <Button
              onClick={() =>
                csv(
                  `${slug}-links`,
                  ['Link', 'Address', 'Unique clicks', 'Machine clicks'],
                  report.links.map((l) => [l.link + 1, l.url, l.unique_clicks, l.machine_clicks]),
                )
              }
            >
              Download per-link CSV
            </Button>
          </div>
          {report.links.length === 0 ? (
            <p className="text-slate-700">No link has been clicked yet.</p>
          ) : (
            <Table
              caption={`Clicks per link in ${report.name}`}
              rowHeader
              stackOnPhone
              rows={report.links}
              rowKey={(l) => String(l.link)}
              columns={[
                { header: 'Address', cell: (l) => l.url, className: 'break-all' },
                { header: 'Unique clicks', cell: (l) => count.format(l.unique_clicks) },
                { header: 'Machine clicks', cell: (l) => count.format(l.machine_clicks) },
              ]}
            />
          )}
          <div className="mt-6 flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold text-navy-900">Over time</h3>
            <Button
              onClick={() =>
                csv(
                  `${slug}-days`,
                  dayHeader,
                  report.days.map((d) => [
                    d.date,
                    d.delivered,
                    d.unique_clicks,
                    d.machine_clicks,
                    ...(report.opens_tracked ? [d.opens] : []),
                    d.unsubscribes,
                    d.bounces,
                    d.complaints,
                  ]),
                )
              }
            >
              Download per-day CSV
            </Button>
          </div>
          {report.days.length > 1 && <Chart label={`Delivered and clicks per day for ${report.name}`} labels={labels} series={series} />}
          <Table
            caption={`Figures per day for ${report.name}`}
            rowHeader
            stackOnPhone
            rows={report.days}
            rowKey={(d) => d.date}
            columns={[
              { header: 'Date', cell: (d: DayFigures) => d.date },
              ...figureColumns<DayFigures>(report.opens_tracked).filter((c) => c.header !== 'Click rate'),
            ]}
          />
          <p className="mt-3 text-sm text-slate-700">
            Cases from this {line.kind === 'campaign' ? 'issue' : 'sequence'}: {plural(report.funnel.leads, 'lead')},{' '}
            {plural(report.funnel.consultations, 'consultation')}, {count.format(report.funnel.signed)} signed,{' '}
            {money.format(report.funnel.fees)} in fees.
          </p>
        </>
      )}
    </Panel>
  );
}

/** /reports: what every email achieved, up to signed cases and the cost per case. */
export function ReportsScreen() {
  const [summary, setSummary] = useState<ResultsSummary | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [open, setOpen] = useState<SourceLine | null>(null);

  useEffect(() => {
    let current = true;
    api('reports/summary').then(
      (s) => current && setSummary(s),
      (error: unknown) => {
        if (!current) return;
        setFailed(error instanceof Error ? error.message : 'The reports could not be loaded.');
        showFailure('Failed to load reports', error);
      },
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <WorkspaceScreen title="Reports">
      {failed ? (
        <ErrorState message={failed} />
      ) : !summary ? (
        <CenteredSpinner label="Loading reports" />
      ) : (
        <>
          <Panel title="All email" id="totals">
            <Totals summary={summary} />
            <p className="text-sm text-slate-700">{MACHINE_CLICKS_NOTE}</p>
            {summary.opens_tracked && <p className="mt-2 text-sm text-slate-700">{OPENS_NOTE}</p>}
          </Panel>
          {open ? <SourceDetail line={open} onClose={() => setOpen(null)} /> : <Sources summary={summary} onOpen={setOpen} />}
          <Funnel summary={summary} />
          <Months months={summary.months} />
        </>
      )}
    </WorkspaceScreen>
  );
}
