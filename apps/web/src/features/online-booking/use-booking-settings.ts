import type { RouterOutputs } from '../../lib/trpc';

export type Settings = RouterOutputs['onlineBooking']['get'];
