import { businesses } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness, PASSWORD, registerOwner } from './support/harness';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const profile = (o: Record<string, unknown> = {}) => ({
  first_name: 'Olena',
  last_name: 'Koval',
  locale: 'en',
  business: { name: 'Olena Hair', slug: 'olena-hair', timezone: 'Europe/Kyiv', phone: '+380 50 123 4567', city: 'Lviv', ...o },
});

describe('business profile', () => {
  it('updates the person and the business; blank optional fields become null', async () => {
    const { client, user } = await registerOwner(h);
    const res = await client.put('/api/v1/user/profile', profile({ address_1: '  ' }));
    expect(res.status).toBe(200);
    expect(res.body.data.business).toMatchObject({
      name: 'Olena Hair',
      slug: 'olena-hair',
      timezone: 'Europe/Kyiv',
      city: 'Lviv',
      address_1: null,
    });
    const row = await h.db.query.businesses.findFirst({ where: eq(businesses.id, user.business.id) });
    expect(row?.phone).toBe('+380 50 123 4567');
  });

  it('refuses a slug another business has, naming the field', async () => {
    const a = await registerOwner(h, { business_name: 'Taken Name' });
    const b = await registerOwner(h);
    const res = await b.client.put('/api/v1/user/profile', profile({ slug: a.user.business.slug }));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'SLUG_TAKEN',
      errors: { 'business.slug': ['This booking page address is already taken.'] },
    });
  });

  it('refuses a reserved word as the booking page address, naming the field', async () => {
    const { client } = await registerOwner(h);
    const res = await client.put('/api/v1/user/profile', profile({ slug: 'admin' }));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'SLUG_RESERVED', errors: { 'business.slug': [expect.stringContaining('reserved')] } });
  });

  it('refuses an unknown time zone, a bad slug and a bad phone with translated messages', async () => {
    const { client } = await registerOwner(h);
    client.setLocale('uk');
    const res = await client.put(
      '/api/v1/user/profile',
      profile({ timezone: 'Mars/Olympus', slug: 'Bad Slug!', phone: 'call me' }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'business.slug': ['Лише малі латинські літери, цифри та дефіси'],
      'business.timezone': ['Має бути дійсним часовим поясом'],
      'business.phone': ['Має бути дійсним номером телефону'],
    });
  });

  it('the language preference is saved', async () => {
    const { client } = await registerOwner(h, { locale: 'uk' });
    await client.mutate('account.updateLocale', { locale: 'en' });
    expect((await client.get('/api/v1/user')).body.data.locale).toBe('en');
  });
});

describe('password change', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const { client, email } = await registerOwner(h);
    const other = h.client_();
    await other.post('/api/login', { email, password: PASSWORD });
    const wrong = await client.put('/api/v1/user/password', {
      current_password: 'Nope1234',
      password: 'NewSecret9',
      password_confirmation: 'NewSecret9',
    });
    expect(wrong.body).toMatchObject({
      code: 'INCORRECT_CURRENT_PASSWORD',
      errors: { current_password: ['The current password is incorrect.'] },
    });
    const ok = await client.put('/api/v1/user/password', {
      current_password: PASSWORD,
      password: 'NewSecret9',
      password_confirmation: 'NewSecret9',
    });
    expect(ok.body.message).toBe('Password updated. Other devices have been logged out.');
    expect((await client.get('/api/v1/user')).status).toBe(200);
    expect((await other.get('/api/v1/user')).status).toBe(401);
  });

  it('applies the password rule', async () => {
    const { client } = await registerOwner(h);
    const res = await client.put('/api/v1/user/password', {
      current_password: PASSWORD,
      password: 'alllowercase1',
      password_confirmation: 'alllowercase1',
    });
    expect(res.body.errors.password).toEqual(['Must contain at least 1 capital letter and 1 number']);
  });
});
