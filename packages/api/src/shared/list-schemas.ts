import * as z from 'zod';
import { queryBool } from './schemas';

/** The shared list pattern's query: page, search, active/archived tab, lite mode. */
export const DEFAULT_PER_PAGE = 25;

export const listInput = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(DEFAULT_PER_PAGE),
  search: z.string().trim().max(100).optional(),
  /** false (default): the active list; true: the archived list. */
  archived: queryBool.optional(),
  /** A plain array for pickers (REST answers the bare array). */
  is_lite: queryBool.optional(),
});
export type ListInput = z.infer<typeof listInput>;

export const idParam = z.object({ id: z.string().min(1).max(64) });

export const exportInput = z.object({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  archived: queryBool.optional(),
});
