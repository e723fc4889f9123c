import { paymentMethodEnum } from '@kairos/db';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../src/shared/settings-schemas';

/**
 * The database's payment-method enum (packages/db, which the web bundle does not load) and the SPEC 9 list the API
 * and the screens use are written twice because the packages cannot import each other that way round; this keeps them one list.
 */
describe('payment methods', () => {
  it('the ledger column accepts exactly the SPEC 9 methods', () => {
    expect([...paymentMethodEnum]).toEqual([...PAYMENT_METHODS]);
  });
});
