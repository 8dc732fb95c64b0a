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

/**
 * Each open location's own steps, for a business with several (docs/locations.md): its Google
 * review link, its team, and a first scan of one of its cards.
 */
const setupLocationSchema = z.object({
  id: z.uuid(),
  number: z.number().int().min(1),
  name: z.string(),
  reviewLink: z.boolean(),
  staff: z.number().int().min(0),
  scanned: z.boolean(),
});
export type SetupLocation = z.infer<typeof setupLocationSchema>;

export const setupStatusSchema = z.object({
  steps: z.array(z.object({ key: z.enum(SETUP_STEPS), done: z.boolean() })),
  /** Every step done. */
  complete: z.boolean(),
  /** The guide was hidden by a manager (only possible once complete). */
  dismissed: z.boolean(),
  /** Active employees, for the "add your team" step's wording. */
  teamSize: z.number().int().min(0),
  sharedLocation: sharedLocationSchema.nullable(),
  /**
   * With several open locations, each one's steps; the Google, team and test-scan steps are done
   * only when every location's is. Null with one location.
   */
  locations: z.array(setupLocationSchema).nullable(),
  /**
   * The caller is a manager limited to some locations: the steps and locations are his, and what
   * concerns every location (connecting Google) is an admin's to do.
   */
  limited: z.boolean(),
});
export type SetupStatus = z.infer<typeof setupStatusSchema>;
