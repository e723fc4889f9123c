// CONTRACT (helper "verify" replaces the bodies): the verified visitor of a booking page.
import type { Ctx } from '../core/context';
import type { BusinessScope } from '../core/scope';

export interface Visitor {
  channel: 'email' | 'sms';
  /** Lower-cased email or E.164 number, as verified. */
  address: string;
}

/** The visitor verified on this device for this business (the signed cookie), or null. */
export async function readVisitor(_ctx: Ctx, _scope: BusinessScope): Promise<Visitor | null> {
  throw new Error('readVisitor: not built yet');
}

/**
 * The client the visitor is (matched by email or phone, not archived first), or a new client made from
 * `names` (VALIDATION_ERROR on first_name/last_name when missing); BOOKING_EXISTING_ONLY when the page
 * takes existing clients only and none matched. Returns the client id.
 */
export async function matchOrCreateClient(
  _scope: BusinessScope,
  _visitor: Visitor,
  _names: { first_name?: string; last_name?: string },
  _options: { existingOnly: boolean },
): Promise<string> {
  throw new Error('matchOrCreateClient: not built yet');
}
