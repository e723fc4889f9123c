import { m } from '@kairos/i18n';
import { Button, type ButtonProps } from '@kairos/ui';
import { useSubmitBlocked } from './connectivity';

/** A form's submit button; disabled while offline (read-only mode, docs/product/common.md). */
export function SubmitButton({ children, disabled, ...rest }: Omit<ButtonProps, 'type'>) {
  const blocked = useSubmitBlocked();
  return (
    <Button type="submit" disabled={disabled || blocked} title={blocked ? m.offline_read_only() : undefined} {...rest}>
      {children}
    </Button>
  );
}
