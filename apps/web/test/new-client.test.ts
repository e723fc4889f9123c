import { describe, expect, it } from 'vitest';
import { valuesFromSearch } from '../src/lib/clients/new-client-values';

describe('"New client" starts from what was typed in the client search', () => {
  it('splits a name into first name and the rest, in any script', () => {
    expect(valuesFromSearch('  Chloe   Anne Price ')).toEqual({
      first_name: 'Chloe',
      last_name: 'Anne Price',
      phone: '',
      email: '',
    });
    expect(valuesFromSearch('Ірина')).toEqual({ first_name: 'Ірина', last_name: '', phone: '', email: '' });
  });

  it('puts an email address or a phone number in its own field', () => {
    expect(valuesFromSearch('chloe@example.com')).toEqual({
      first_name: '',
      last_name: '',
      phone: '',
      email: 'chloe@example.com',
    });
    expect(valuesFromSearch('+44 7700 900123')).toEqual({ first_name: '', last_name: '', phone: '+44 7700 900123', email: '' });
    expect(valuesFromSearch('(067) 123-45-67')).toMatchObject({ phone: '(067) 123-45-67', first_name: '' });
  });

  it('does not take a short number for a phone', () => {
    expect(valuesFromSearch('123')).toMatchObject({ first_name: '123', phone: '' });
    expect(valuesFromSearch('')).toEqual({ first_name: '', last_name: '', phone: '', email: '' });
  });
});
