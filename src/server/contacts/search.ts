/**
 * Finding a contact by the start of any word of its name, its email or its number: each
 * contact stores its search terms, and a search asks for one term with `array-contains`.
 */

/**
 * Lower-case words of the name and email, each with its prefixes, and the phone's digits
 * with its national number's prefixes.
 */
export function searchTerms(c: { name: string; email: string | null; phone: string | null }): string[] {
  const terms = new Set<string>();
  const addPrefixes = (word: string, from = 1) => {
    for (let i = from; i <= Math.min(word.length, 24); i++) terms.add(word.slice(0, i));
  };
  for (const word of c.name.toLowerCase().split(/[^\p{L}\p{N}']+/u)) if (word) addPrefixes(word);
  if (c.email) {
    addPrefixes(c.email, 2);
    terms.add(c.email);
  }
  if (c.phone) {
    const digits = c.phone.replace(/\D/g, '');
    terms.add(digits);
    const national = c.phone.startsWith('+1') ? digits.slice(1) : digits;
    addPrefixes(national, 3);
  }
  return [...terms];
}

/** The one term a search uses: a phone number's digits, or the query's first word. */
export function searchTerm(query: string): string | null {
  const q = query.trim().toLowerCase();
  if (/^[\d\s().+-]+$/.test(q)) {
    const digits = q.replace(/\D/g, '');
    const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
    return national.length >= 3 ? national.slice(0, 24) : null;
  }
  if (q.includes('@')) return q.slice(0, 24);
  const word = q.split(/[^\p{L}\p{N}']+/u).find(Boolean);
  return word ? word.slice(0, 24) : null;
}
