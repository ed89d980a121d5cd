/**
 * Whether a postal address can plausibly receive mail in the United States. CAN-SPAM asks for
 * "a valid physical postal address of the sender" (15 U.S.C. 7704(a)(5)(A)(iii)); a street
 * address, a registered P.O. box or a private mailbox all qualify, and every one of them has
 * a ZIP code. Without zod, so that the compliance engine stays small in the browser.
 */
const ZIP_CODE = /(?<!\d)\d{5}(?:-\d{4})?(?!\d)/;

export function hasZipCode(address: string): boolean {
  return ZIP_CODE.test(address);
}

/** Non-blank and with a ZIP code: what the footer needs. */
export function isPostalAddress(address: string | undefined | null): boolean {
  return typeof address === 'string' && address.trim() !== '' && hasZipCode(address);
}
