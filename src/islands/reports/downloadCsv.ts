// Loaded with the first export: most visits never export.

/** A table as a CSV download (papaparse, formulas escaped so spreadsheets never run a cell). */
export async function downloadCsv(name: string, header: string[], rows: (string | number | null)[][]) {
  const { default: Papa } = await import('papaparse');
  const csv = Papa.unparse({ fields: header, data: rows.map((row) => row.map((cell) => cell ?? '')) }, { escapeFormulae: true });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  link.download = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}
