/**
 * The signed-in user's profile: limits and shape, without zod, so that a page can
 * show them at start and load the schema (`#shared/schemas/profile`) only to validate.
 */
export const FULL_NAME_MAX = 120;
export const FIRM_NAME_MAX = 160;

/** What GET and POST /api/me answer. */
export interface Profile {
  id: string;
  tenant_id: string | null;
  full_name: string;
  email: string;
  firm_name: string | null;
  /** Absent for staff, who have no profile document. */
  created_at?: string;
  /** True for our own staff (the desk); they have no firm. */
  staff?: true;
}
