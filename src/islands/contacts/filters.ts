/** The contacts list's filters, as the screen holds them and the API reads them. */
export interface Filters {
  query: string;
  relationship: string;
  state: string;
  consent: string;
  source: string;
}
export const NO_FILTERS: Filters = { query: '', relationship: '', state: '', consent: '', source: '' };

export const queryString = (filters: Filters, cursor: string | null, limit: number) => {
  const params = new URLSearchParams({ limit: String(limit) });
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  if (cursor) params.set('cursor', cursor);
  return params.toString();
};
