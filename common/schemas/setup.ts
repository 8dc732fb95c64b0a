// The owner's setup guide (docs/setup-guide.md): four steps, each done when its trace exists.
import { z } from 'zod';

const SETUP_STEPS = ['google', 'team', 'cards', 'testScan'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/**
 * Another ReviewTrace account connected the same Google location. Whom to ask is its first
 * manager's address, masked ("m•••@salon.rs"): enough for the owner to recognise a colleague or
 * a former agency, nothing another tenant's data could be harvested from.
 */
const sharedLocationSchema = z.object({ contact: z.string().nullable() });

export const setupStatusSchema = z.object({
  steps: z.array(z.object({ key: z.enum(SETUP_STEPS), done: z.boolean() })),
  /** Every step done. */
  complete: z.boolean(),
  /** The guide was hidden by a manager (only possible once complete). */
  dismissed: z.boolean(),
  /** Active employees, for the "add your team" step's wording. */
  teamSize: z.number().int().min(0),
  sharedLocation: sharedLocationSchema.nullable(),
});
export type SetupStatus = z.infer<typeof setupStatusSchema>;
