/**
 * The hosts whose pages count as primary sources for the law an article states:
 * the ABA, federal agencies and codes, state bars, courts and legislatures, and
 * the mailbox providers' own sender rules. The front-matter schema, the sample
 * newsletter's notes and the built-site tests all read this one list.
 */
export const PRIMARY_SOURCE_HOSTS = [
  'americanbar.org',
  'ftc.gov',
  'law.cornell.edu',
  'ecfr.gov',
  'uscode.house.gov',
  'govinfo.gov',
  'fcc.gov',
  'docs.fcc.gov',
  'federalregister.gov',
  'floridabar.org',
  'leg.state.fl.us',
  'flsenate.gov',
  'nycourts.gov',
  'nysba.org',
  'calbar.ca.gov',
  'leginfo.legislature.ca.gov',
  'texasbar.com',
  'legalethicstexas.com',
  'illinoiscourts.gov',
  'iardc.org',
  'padisciplinaryboard.org',
  'supremecourt.ohio.gov',
  'gabar.org',
  'ncbar.gov',
  'courts.michigan.gov',
  'michbar.org',
  'rfc-editor.org',
  'support.google.com',
  'senders.yahooinc.com',
] as const;

/** Whether `url` is an http(s) address on one of the hosts above or a subdomain of one (www.ftc.gov). */
export function isPrimarySourceUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  const host = parsed.hostname.toLowerCase();
  return PRIMARY_SOURCE_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
