import { m } from '@kairos/i18n';
import { TextField } from '@kairos/ui';
import type { ComponentProps } from 'react';

type Binding = Omit<ComponentProps<typeof TextField>, 'label'>;

/** A new password (with the docs/product/account.md rule as a hint) and its confirmation, as every password form asks for them. */
export function NewPasswordFields({
  password,
  confirmation,
  label = m.label_password(),
}: {
  password: Binding;
  confirmation: Binding;
  label?: string;
}) {
  return (
    <>
      <TextField label={label} type="password" autoComplete="new-password" hint={m.register_password_hint()} {...password} />
      <TextField label={m.label_password_confirmation()} type="password" autoComplete="new-password" {...confirmation} />
    </>
  );
}
