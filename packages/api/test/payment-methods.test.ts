import { paymentMethodEnum } from '@kairos/db';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../src/shared/settings-schemas';

/**
 * The database's payment-method enum and the docs/product/payments.md list the API and the screens use are one list
 * (`@kairos/db/enums`, which has no drizzle in it, so the web bundle can load it); this keeps it so.
 */
describe('payment methods', () => {
  it('the ledger column accepts exactly the docs/product/payments.md methods', () => {
    expect([...paymentMethodEnum]).toEqual([...PAYMENT_METHODS]);
  });
});
