import { LOCALES } from '@kairos/db/enums';
import * as z from 'zod';

/** What an admin writes (docs/product/notifications.md news form): plain text, shown escaped; locale null = both languages. */
export const newsInput = z.object({
  title: z.string().trim().min(1).max(150),
  body: z.string().trim().min(1).max(5000),
  locale: z.enum(LOCALES).nullable().default(null),
  /** true: published now (kept if it already was); false: a draft nobody sees. */
  publish: z.boolean().default(false),
});

export const adminNewsOutput = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  locale: z.enum(LOCALES).nullable(),
  status: z.enum(['published', 'draft']),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A news item in an owner's bell (docs/product/notifications.md "Notification and news item": id, status). */
export const userNewsOutput = z.object({
  id: z.string(),
  status: z.enum(['UNREAD', 'READ']),
  title: z.string(),
  body: z.string(),
  published_at: z.string(),
});
