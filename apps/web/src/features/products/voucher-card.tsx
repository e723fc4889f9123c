import { formatMoney, inkOn } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { cn } from '@kairos/ui';
import { useLocale } from '../../lib/i18n';
import { useUser } from '../../lib/viewer';
import { voucherExpiryText } from './format';

export interface VoucherLook {
  name: string;
  template: string;
  colour: string;
  /** What it is worth (minor units), or null while the form has no value yet. */
  value: number | null;
  currency: string;
  expiry_date: string | null;
  expiry_months: number | null;
  notes_title: string | null;
  notes_description: string | null;
  /** An items voucher lists what it includes. */
  included?: { name: string; quantity: number }[];
}

/** Each template's motif, drawn in the card's corner. */
function Motif({ template }: { template: string }) {
  const common = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.5, strokeLinecap: 'round' as const };
  switch (template) {
    case 'birthday':
      return (
        <g {...common}>
          <path d="M30 70h40v22H30z" />
          <path d="M26 70h48" />
          <path d="M40 70v-8M50 70v-8M60 70v-8" />
          <path d="M40 58c-2-3 2-5 0-8M50 58c-2-3 2-5 0-8M60 58c-2-3 2-5 0-8" />
          <circle cx="15" cy="20" r="2" />
          <circle cx="85" cy="30" r="2" />
          <circle cx="20" cy="45" r="1.5" />
          <path d="M75 12l3 3M75 15l3-3" />
        </g>
      );
    case 'thank_you':
      return (
        <g {...common}>
          <path d="M50 85S20 65 20 42a15 15 0 0 1 30-4 15 15 0 0 1 30 4c0 23-30 43-30 43z" />
        </g>
      );
    case 'seasonal':
      return (
        <g {...common}>
          <path d="M50 15v70M20 32l60 36M20 68l60-36" />
          <path d="M43 22l7 7 7-7M43 78l7-7 7 7" />
        </g>
      );
    default:
      return (
        <g {...common}>
          <circle cx="50" cy="50" r="32" />
          <circle cx="50" cy="50" r="24" />
          <path d="M50 30v40M30 50h40" />
        </g>
      );
  }
}

/**
 * How the voucher looks to the client who gets it: the business, the
 * voucher's name and value, the template's motif on its colour, the client
 * notes, the expiry and a code (a sample one on the form's preview).
 */
export function VoucherCard({ look, code, className }: { look: VoucherLook; code?: string; className?: string }) {
  const { locale } = useLocale();
  const user = useUser();
  const colour = /^#[0-9a-f]{6}$/i.test(look.colour) ? look.colour : '#0f766e';
  return (
    <figure
      data-testid="voucher-card"
      aria-label={m.wp_card_label({ name: look.name || m.wp_card_untitled() })}
      className={cn(
        // The card ratio is a minimum: a long title or note makes the card taller instead of being cut off.
        'relative isolate flex aspect-[1.6] w-full max-w-md flex-col justify-between gap-3 rounded-2xl p-5 shadow-md',
        className,
      )}
      // The owner's colour with the ink that reads on it; every text is in that ink at full strength (a faded
      // line would fall under 4.5:1 on some colours).
      style={{ backgroundColor: colour, color: inkOn(colour) }}
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden rounded-2xl">
        <svg aria-hidden="true" viewBox="0 0 100 100" className="absolute -right-4 -bottom-4 size-40 opacity-30">
          <Motif template={look.template} />
        </svg>
      </div>
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide wrap-break-word uppercase">
          {user.business?.name ?? ''} · {m.wp_card_gift_voucher()}
        </p>
        <p className="mt-1 text-lg font-semibold wrap-break-word hyphens-auto" data-testid="voucher-card-title">
          {look.name || m.wp_card_untitled()}
        </p>
        {look.notes_title ? (
          <p className="mt-1 text-sm font-medium wrap-break-word hyphens-auto" data-testid="voucher-card-notes-title">
            {look.notes_title}
          </p>
        ) : null}
        {look.notes_description ? <p className="text-xs wrap-break-word whitespace-pre-line">{look.notes_description}</p> : null}
        {look.included?.length ? (
          <p className="mt-1 text-xs wrap-break-word">
            {look.included.map((i) => (i.quantity > 1 ? `${i.name} ×${i.quantity}` : i.name)).join(', ')}
          </p>
        ) : null}
      </div>
      <div className="flex items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="font-mono text-sm tracking-widest" data-testid="voucher-card-code">
            {code ?? 'XXXX-XXXX'}
          </p>
          <p className="text-xs">{voucherExpiryText(look, locale)}</p>
        </div>
        <p className="shrink-0 text-2xl font-bold tabular-nums" data-testid="voucher-card-value">
          {look.value === null ? '—' : formatMoney(look.value, look.currency, locale)}
        </p>
      </div>
    </figure>
  );
}
