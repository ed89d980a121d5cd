/**
 * A web address a firm can put on its materials: http or https, and a dot in the host, which
 * rules out typos like "https://myfirm" that no browser can reach. One rule for the welcome
 * form and the firm profile.
 */
export function isWebAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
}
