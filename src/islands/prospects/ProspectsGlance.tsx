import { useEffect, useState } from 'react';
import type { ProspectSummary } from '#shared/prospects/terms';
import { api } from '#browser/api';
import { card } from '../ui/styles';
import { Table } from '../ui/Table';

/**
 * Search-intent prospects at a glance on the contacts screen: how many live in each ZIP code,
 * and how many each saved segment brought in per day. Each chart is a small inline SVG, hidden
 * from screen readers: the table beside it carries the same numbers.
 */

const BAR = '#1e3a5f';

function Bars({ values, label }: { values: { name: string; value: number }[]; label: string }) {
  const max = Math.max(1, ...values.map((v) => v.value));
  const width = 320;
  const row = 22;
  return (
    <svg
      viewBox={`0 0 ${width} ${values.length * row}`}
      width="100%"
      style={{ maxWidth: width }}
      aria-hidden="true"
      focusable="false"
      data-testid={`chart-${label}`}
    >
      {values.map((v, i) => {
        const length = Math.max(2, Math.round((v.value / max) * (width - 110)));
        return (
          <g key={v.name} transform={`translate(0 ${i * row})`}>
            <text x="0" y="15" fontSize="12" fill="#334155">
              {v.name.length > 12 ? `${v.name.slice(0, 11)}…` : v.name}
            </text>
            <rect x="80" y="4" width={length} height="14" rx="2" fill={BAR} />
            <text x={86 + length} y="15" fontSize="12" fill="#334155">
              {v.value.toLocaleString('en-US')}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export function ProspectsGlance() {
  const [summary, setSummary] = useState<ProspectSummary | null>(null);
  useEffect(() => {
    // A glance, not the screen's purpose: when it cannot load, the contacts list still stands.
    api('audiences/summary').then(setSummary, () => setSummary(null));
  }, []);
  if (!summary || (summary.by_zip.length === 0 && summary.by_segment.length === 0)) return null;
  const total = summary.by_zip.reduce((sum, z) => sum + z.count, 0);
  return (
    <section className={`${card} mt-6`} aria-labelledby="prospects-glance-title" data-testid="prospects-glance">
      <h2 id="prospects-glance-title" className="text-lg font-semibold text-navy-900">
        Search-intent prospects: {total.toLocaleString('en-US')}
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div>
          <h3 className="font-semibold text-slate-800">By ZIP code</h3>
          <Bars label="zip" values={summary.by_zip.map((z) => ({ name: z.zip, value: z.count }))} />
          <Table
            caption="Prospects by ZIP code"
            rows={summary.by_zip}
            rowKey={(z) => z.zip}
            rowHeader
            columns={[
              { header: 'ZIP code', cell: (z) => z.zip },
              { header: 'Prospects', cell: (z) => z.count.toLocaleString('en-US') },
            ]}
          />
        </div>
        <div>
          <h3 className="font-semibold text-slate-800">Brought in per day, by audience</h3>
          {summary.by_segment.map((segment) => (
            <div key={segment.segment_id} className="mt-2">
              <h4 className="text-sm font-medium text-slate-700">{segment.label}</h4>
              {segment.days.length === 0 ? (
                <p className="text-sm text-slate-600">Not imported yet.</p>
              ) : (
                <>
                  <Bars
                    label={`segment-${segment.segment_id}`}
                    values={segment.days.slice(-14).map((d) => ({ name: dayLabel(d.date), value: d.imported }))}
                  />
                  <Table
                    caption={`New prospects per day from ${segment.label}`}
                    rows={segment.days.slice(-14)}
                    rowKey={(d) => d.date}
                    rowHeader
                    columns={[
                      { header: 'Day', cell: (d) => dayLabel(d.date) },
                      { header: 'New prospects', cell: (d) => d.imported.toLocaleString('en-US') },
                    ]}
                  />
                </>
              )}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
