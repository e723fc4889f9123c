import { campaignInput, loginInput, productInput, serviceInput } from '@kairos/api/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Draft, draftOf, errorKeyOf, inputOf } from '../src/features/marketing/wizard-state';
import {
  applyChanges,
  checkInput,
  type FormState,
  formMessage,
  getAt,
  initialState,
  mergeErrors,
  remapErrors,
  serverRefused,
  setAt,
  submitted,
} from '../src/lib/form-core';
import { numberOf, scaledOf } from '../src/lib/number-text';

type Login = { email: string; password: string };
const check = (v: Login) => checkInput(loginInput, v, 'en');
const empty = initialState<Login>({ email: '', password: '' });
const change = (state: FormState<Login>, path: keyof Login, value: string) => applyChanges(state, [[path, value]], check);

describe('the form core under useForm, useRecordForm and useAppointmentForm', () => {
  it('checks with the shared schema in the spec’s wording', () => {
    const result = check({ email: 'not-an-address', password: '' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ email: ['Must be a valid email address'], password: ['Required'] });
    expect(checkInput(loginInput, { email: 'a@b.co', password: 'x' }, 'uk')).toEqual({
      ok: true,
      data: { email: 'a@b.co', password: 'x' },
    });
  });

  it('shows no errors while typing until a submit was tried, then re-checks on every change', () => {
    const typing = change(empty, 'email', 'ann@');
    expect(typing.errors).toEqual({});
    expect(typing.touched).toEqual({ email: true });
    const tried = submitted(typing, check(typing.values));
    expect(tried.errors).toEqual({ email: ['Must be a valid email address'], password: ['Required'] });
    // Fixing the email clears its error as it changes; the password's stays.
    const fixed = change(tried, 'email', 'ann@example.com');
    expect(fixed.errors).toEqual({ password: ['Required'] });
  });

  it('keeps the server’s field errors until their field changes', () => {
    const sent = submitted(change(change(empty, 'email', 'ann@example.com'), 'password', 'secret'), { ok: true, data: null });
    const refused = serverRefused(sent, { email: ['This email is already taken'], password: ['Too weak'] });
    expect(refused.errors).toEqual({ email: ['This email is already taken'], password: ['Too weak'] });
    const next = change(refused, 'password', 'stronger secret');
    expect(next.errors).toEqual({ email: ['This email is already taken'] });
    expect(next.serverErrors).toEqual({ email: ['This email is already taken'] });
    // A new submit forgets the server's old errors.
    expect(submitted(next, check(next.values)).errors).toEqual({});
  });

  it('merges browser and server errors of one field without repeats', () => {
    expect(mergeErrors({ a: ['x', 'y'] }, { a: ['y', 'z'], b: ['w'] })).toEqual({ a: ['x', 'y', 'z'], b: ['w'] });
  });

  it('changing a list drops the server errors of its items', () => {
    const form = serverRefused(initialState({ locations: [{ title: '' }] }), {
      'locations.0.title': ['Required'],
      name: ['Required'],
    });
    const next = applyChanges(form, [['locations', []]], () => ({ ok: true, data: null }));
    expect(next.errors).toEqual({ name: ['Required'] });
  });

  it('maps error paths to the fields that show them (recurring.until → until)', () => {
    const fieldOf = (p: string) => (p.startsWith('recurring.') ? p.slice(10) : p.startsWith('client_ids') ? 'client_ids' : p);
    expect(
      remapErrors({ 'recurring.until': ['Required'], 'client_ids.0': ['Invalid'], 'client_ids.1': ['Invalid'] }, fieldOf),
    ).toEqual({ until: ['Required'], client_ids: ['Invalid'] });
    const schema = z.object({ recurring: z.object({ until: z.string().min(1) }) });
    const result = checkInput(schema, { recurring: { until: '' } }, 'en', { fieldOf });
    expect(result.ok ? null : [result.errors, result.raw]).toEqual([
      { until: ['Required'] },
      { 'recurring.until': ['Required'] },
    ]);
    // The server's error under "until" goes once the field changes.
    const form = serverRefused(initialState({ until: '' }), { until: ['Required'] });
    expect(applyChanges(form, [['until', '2027-01-01']], () => ({ ok: true, data: null }), fieldOf).errors).toEqual({});
  });

  it('names errors no field shows in the form-level message; the server’s message when there are none', () => {
    const raw = { email: ['Must be a valid email address'], first_name: ['Required'] };
    expect(formMessage(raw, (f) => f === 'email', 'en', null)).toBe('First name: required');
    expect(formMessage(raw, () => true, 'en', null)).toBeNull();
    expect(formMessage({}, () => true, 'en', 'Something went wrong')).toBe('Something went wrong');
  });

  it('reads and writes values by dotted path without changing the original', () => {
    const values = { locations: [{ title: 'Home' }], name: 'A' };
    const next = setAt(values, 'locations.1.title', 'Studio');
    expect(getAt(next, 'locations.1.title')).toBe('Studio');
    expect(getAt(next, 'locations.0.title')).toBe('Home');
    expect(values.locations).toHaveLength(1);
  });
});

describe('the campaign wizard on the core (issue 26)', () => {
  const zone = 'Europe/Kyiv';
  const checkCampaign = (d: Draft) => checkInput(campaignInput, inputOf(d, zone), 'uk', { fieldOf: errorKeyOf });
  const draft = { ...draftOf(null, zone, new Map()), all_clients: true };

  it('checks with the server’s schema in the reader’s language, by the schema’s paths', () => {
    const result = checkCampaign(draft);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ name: ["Обов'язкове поле"], text: ["Обов'язкове поле"] });
    expect(checkCampaign({ ...draft, name: 'Spring', text: 'Hello' }).ok).toBe(true);
  });

  it('a filter, the chosen clients or the time clear the server’s error of the path that holds them', () => {
    const refused = serverRefused(initialState(draft), {
      'filters.visited_from': ['Must be a date'],
      'filters.client_ids': ['Not found'],
      scheduled_at: ['Must be in the future'],
      name: ['Taken'],
    });
    let state = applyChanges(refused, [['visited_from', '2026-01-01']], checkCampaign, errorKeyOf);
    state = applyChanges(state, [['clients', []]], checkCampaign, errorKeyOf);
    state = applyChanges(state, [['time', '11:00']], checkCampaign, errorKeyOf);
    expect(state.errors).toEqual({ name: ['Taken'] });
  });
});

describe('number fields name the rule they break (issue 25), never "must be a number" for empty or negative', () => {
  const service = (minutes: string) => ({
    name: 'Cut',
    type: 'single',
    parts: [{ title: 'Cut', duration_minutes: numberOf(minutes), type: 'block' }],
    colour: '#0f766e',
    price: 1000,
  });
  const durationError = (text: string, locale: 'en' | 'uk') => {
    const r = checkInput(serviceInput, service(text), locale);
    return r.ok ? null : r.errors['parts.0.duration_minutes'];
  };
  const stockError = (text: string, locale: 'en' | 'uk') => {
    const r = checkInput(productInput, { name: 'Shampoo', price: 500, stock: numberOf(text) ?? null }, locale);
    return r.ok ? null : r.errors.stock;
  };

  it('reads what people type', () => {
    expect([numberOf(''), numberOf('  '), numberOf('-5'), numberOf('−5'), numberOf('2,5'), numberOf('1 000')]).toEqual([
      undefined,
      undefined,
      -5,
      -5,
      2.5,
      1000,
    ]);
    expect(numberOf('abc')).toBeNaN();
    expect(numberOf('5-')).toBeNaN();
    expect([scaledOf('12,5', 2), scaledOf('-5', 2), scaledOf('', 2)]).toEqual([1250, -500, undefined]);
    expect(scaledOf('x', 2)).toBeNaN();
  });

  it('a service duration', () => {
    expect(durationError('', 'en')).toEqual(['Required']);
    expect(durationError('-5', 'en')).toEqual(['Must be at least 5 minutes']);
    expect(durationError('3', 'uk')).toEqual(['Має бути щонайменше 5 хвилин']);
    expect(durationError('2.5', 'en')).toEqual(['Must be a whole number']);
    expect(durationError('ten', 'en')).toEqual(['Must be a number']);
    expect(durationError('30', 'en')).toBeNull();
  });

  it('a product’s stock (optional)', () => {
    expect(stockError('', 'en')).toBeNull();
    expect(stockError('-1', 'en')).toEqual(['Must be 0 or more']);
    expect(stockError('-1', 'uk')).toEqual(['Має бути не менше ніж 0']);
    expect(stockError('1,5', 'uk')).toEqual(['Має бути цілим числом']);
  });
});
