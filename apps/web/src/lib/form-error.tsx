import { Alert } from '@kairos/ui';

/** The message of a failed submit that does not belong to one field. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert tone="error" role="alert" className="mb-5">
      {message}
    </Alert>
  );
}
