import { z } from 'zod';

/** Names given at sign-up, used once when the tenant and profile are created. */
export const signUpDetailsSchema = z.object({
  full_name: z
    .string({ error: 'Please enter your full name.' })
    .trim()
    .min(1, 'Please enter your full name.')
    .max(120, 'Full name must be 120 characters or fewer.'),
  firm_name: z
    .string({ error: 'Please enter your firm name.' })
    .trim()
    .min(1, 'Please enter your firm name.')
    .max(160, 'Firm name must be 160 characters or fewer.'),
});

export type SignUpDetails = z.infer<typeof signUpDetailsSchema>;

/** What GET /api/me answers. */
export interface Profile {
  id: string;
  tenant_id: string | null;
  full_name: string;
  email: string;
  firm_name: string | null;
  created_at: string;
}
