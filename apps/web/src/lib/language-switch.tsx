import { type Locale, m } from '@kairos/i18n';
import {
  buttonClass,
  ChevronDownIcon,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
  GlobeIcon,
} from '@kairos/ui';
import { LANGUAGES, useLocale } from './i18n';
import { trpcClient } from './trpc';
import { useViewer } from './viewer';

/** Українська / English. Switches without a reload and, when logged in, saves the choice. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { locale, changeLocale } = useLocale();
  const { user } = useViewer();
  const current = LANGUAGES.find((l) => l.locale === locale) ?? LANGUAGES[0];

  const choose = (value: string) => {
    const next = value as Locale;
    if (next === locale) return;
    changeLocale(next);
    if (user) void trpcClient.account.updateLocale.mutate({ locale: next }).catch(() => undefined);
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`${m.lang_switch_label()}: ${current?.label ?? ''}`}
        className={buttonClass('ghost', 'sm', cn('gap-1.5 px-2', !compact && 'sm:px-2.5'))}
      >
        <GlobeIcon className="size-4.5 text-gray-500" />
        <span className={cn(compact && 'sr-only xl:not-sr-only')}>{current?.label}</span>
        <ChevronDownIcon className="hidden size-4 text-gray-400 sm:block" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-44">
        <DropdownMenuLabel>{m.lang_switch_label()}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={locale} onValueChange={choose}>
          {LANGUAGES.map((l) => (
            <DropdownMenuRadioItem key={l.locale} value={l.locale} lang={l.locale}>
              {l.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
