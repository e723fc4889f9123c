import { m } from '@kairos/i18n';

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[70] rounded-lg bg-white px-4 py-2 text-sm font-medium text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-2 focus:outline-brand-500"
    >
      {m.shell_skip_to_content()}
    </a>
  );
}
