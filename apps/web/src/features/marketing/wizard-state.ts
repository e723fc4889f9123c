import type { CampaignFiltersInput, CampaignOutput } from '@kairos/api/shared';
import type { PickedClient } from '../../lib/clients/client-picker';
import type { Channel } from './labels';
import { zonedInstant, zonedParts, zonedToday } from './zoned';

export type When = 'draft' | 'schedule' | 'now';

/** What each step of the wizard gets. */
export interface StepProps {
  draft: Draft;
  update: (changes: Partial<Draft>) => void;
  errors: Record<string, string[]>;
}

/** The wizard's values: text fields as typed, lists as chosen. */
export interface Draft {
  name: string;
  channel: Channel;
  subject: string;
  text: string;
  all_clients: boolean;
  visited_from: string;
  visited_to: string;
  service_ids: string[];
  not_seen_since: string;
  birthday_month: string;
  location_ids: string[];
  created_from: string;
  created_to: string;
  clients: PickedClient[];
  when: When;
  date: string;
  time: string;
}

export const STEPS = ['name', 'message', 'filters', 'when'] as const;
export type Step = (typeof STEPS)[number];

/** A new campaign, or the campaign being edited (its chosen clients named from `names`). */
export function draftOf(c: CampaignOutput | null, zone: string, names: Map<string, PickedClient>): Draft {
  const f = c?.filters ?? {};
  const at = c?.scheduled_at ? zonedParts(c.scheduled_at, zone) : { date: zonedToday(zone, 1), time: '10:00' };
  return {
    name: c?.name ?? '',
    channel: c?.channel ?? 'sms',
    subject: c?.subject ?? '',
    text: c?.text ?? '',
    all_clients: f.all_clients ?? false,
    visited_from: f.visited_from ?? '',
    visited_to: f.visited_to ?? '',
    service_ids: f.service_ids ?? [],
    not_seen_since: f.not_seen_since ?? '',
    birthday_month: f.birthday_month ? String(f.birthday_month) : '',
    location_ids: f.location_ids ?? [],
    created_from: f.created_from ?? '',
    created_to: f.created_to ?? '',
    clients: (f.client_ids ?? []).map((id) => names.get(id) ?? { id, first_name: id, last_name: '' }),
    when: c?.status === 'scheduled' ? 'schedule' : 'draft',
    date: at.date,
    time: at.time,
  };
}

const text = (s: string) => (s.trim() ? s.trim() : undefined);
const list = (ids: string[]) => (ids.length ? ids : undefined);

/** The filters the owner set; empty fields are left out (none at all: the server's "choose a filter"). */
export function filtersOf(d: Draft): CampaignFiltersInput {
  const out: CampaignFiltersInput = {
    all_clients: d.all_clients || undefined,
    visited_from: text(d.visited_from),
    visited_to: text(d.visited_to),
    service_ids: list(d.service_ids),
    not_seen_since: text(d.not_seen_since),
    birthday_month: d.birthday_month ? Number(d.birthday_month) : undefined,
    location_ids: list(d.location_ids),
    created_from: text(d.created_from),
    created_to: text(d.created_to),
    client_ids: list(d.clients.map((c) => c.id)),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as CampaignFiltersInput;
}

/** POST/PUT /marketing's body; `scheduled_at` only when scheduling (a draft otherwise, sent at once by run). */
export function inputOf(d: Draft, zone: string) {
  return {
    name: d.name,
    channel: d.channel,
    subject: d.channel === 'email' ? d.subject : null,
    text: d.text,
    filters: filtersOf(d),
    scheduled_at: d.when === 'schedule' ? (zonedInstant(d.date, d.time, zone) ?? d.date) : null,
  };
}

/** Which step shows an error's field ("filters.visited_from" → filters). */
export function stepOfField(path: string): Step {
  if (path === 'name' || path === 'channel') return 'name';
  if (path === 'subject' || path === 'text') return 'message';
  if (path.startsWith('filters')) return 'filters';
  return 'when';
}

const FILTER_FIELDS = new Set([
  'all_clients',
  'visited_from',
  'visited_to',
  'service_ids',
  'not_seen_since',
  'birthday_month',
  'location_ids',
  'created_from',
  'created_to',
]);

/**
 * The error key a draft field's change clears (the form core's `fieldOf`): a filter's is under `filters.`, the
 * chosen clients are `filters.client_ids`, date and time are `scheduled_at`. Error paths map to themselves.
 */
export function errorKeyOf(path: string): string {
  if (FILTER_FIELDS.has(path)) return `filters.${path}`;
  if (path === 'clients') return 'filters.client_ids';
  if (path === 'date' || path === 'time') return 'scheduled_at';
  return path;
}

/**
 * The wizard's work in progress, kept for the tab's session (sessionStorage): following the count's link
 * to the clients list to record consent, and coming back, finds the campaign as it was. Keyed by the
 * campaign's id and version (`new` for a new one); cleared once it is saved or sent.
 */
export const draftKey = (c: CampaignOutput | null) => `kairos:campaign-draft:${c ? `${c.id}:${c.updated_at}` : 'new'}`;

export function storedDraft(key: string): { draft: Draft; step: Step } | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(key) ?? 'null') as { draft?: Draft; step?: Step } | null;
    return value?.draft && value.step && STEPS.includes(value.step) ? { draft: value.draft, step: value.step } : null;
  } catch {
    return null;
  }
}

export function storeDraft(key: string, value: { draft: Draft; step: Step } | null): void {
  try {
    if (value) sessionStorage.setItem(key, JSON.stringify(value));
    else sessionStorage.removeItem(key);
  } catch {
    // Storage full or unavailable (private mode): the wizard works, it just does not survive leaving the page.
  }
}
