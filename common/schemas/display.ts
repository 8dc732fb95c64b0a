// Display links (docs/display-links.md): a read-only link to the thank-you board for the salon's
// television, made and revoked in Settings. The link's token is shown once, when it is made.
import { z } from 'zod';
import { TIME_RANGES } from '../constants';
import { leaderboardSchema } from './analytics';

export const createDisplayLinkRequestSchema = z.object({
  range: z.enum(TIME_RANGES).default('30d'),
  /** One location's board; every location's when absent. */
  locationId: z.uuid().optional(),
});
export type CreateDisplayLinkRequest = z.infer<typeof createDisplayLinkRequestSchema>;

const displayLinkSchema = z.object({
  id: z.uuid(),
  range: z.enum(TIME_RANGES),
  locationId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});

/** The answer to making a link: the only time its address is shown. */
export const createdDisplayLinkSchema = displayLinkSchema.extend({ url: z.url() });
export type CreatedDisplayLink = z.infer<typeof createdDisplayLinkSchema>;

export const displayLinkListSchema = z.object({ items: z.array(displayLinkSchema) });
export type DisplayLinkList = z.infer<typeof displayLinkListSchema>;

export const displayTokenParamsSchema = z.object({ token: z.string().min(20).max(100) });

/** What a display link shows: the board, the business's and location's names, nothing else. */
export const displayBoardSchema = leaderboardSchema.extend({
  businessName: z.string(),
  locationName: z.string().nullable(),
});
export type DisplayBoard = z.infer<typeof displayBoardSchema>;
