import { businesses, type Db } from '@kairos/db';
import { like } from 'drizzle-orm';

const UK_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
  ы: 'y',
  э: 'e',
  ё: 'e',
  ъ: '',
};

/** "Салон Краси" → "salon-krasy" (Ukrainian national transliteration, simplified). */
export function slugify(name: string): string {
  const latin = [...name.toLowerCase()].map((c) => UK_LATIN[c] ?? c).join('');
  const slug = latin
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return slug.length >= 3 ? slug : `business-${slug || 'new'}`.replace(/-$/, '');
}

/** Addresses the booking page may not take: the app's own paths and words people could be misled by. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'app',
  'dashboard',
  'login',
  'logout',
  'register',
  'online-booking',
  'booking',
  'www',
  'help',
  'support',
  'static',
  'assets',
  'account',
  'account-setup',
  'appointments',
  'clients',
  'password',
  'verify-email',
  'affiliate',
  'docs',
  'mail',
  'kairos',
  'billing',
  'status',
]);

export const isReservedSlug = (slug: string): boolean => RESERVED_SLUGS.has(slug);

/** The first free slug among base, base-2, base-3… (a reserved word is never free). */
export async function uniqueSlug(db: Db, name: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set(
    (
      await db
        .select({ slug: businesses.slug })
        .from(businesses)
        .where(like(businesses.slug, `${base}%`))
    ).map((r) => r.slug),
  );
  if (!taken.has(base) && !isReservedSlug(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}
