export interface NewClientValues extends Record<string, string> {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
}

/**
 * What was typed in the client search, as the new client's details: an email
 * address or a phone number goes to its field, a name is split into first
 * name and the rest.
 */
export function valuesFromSearch(text: string): NewClientValues {
  const t = text.trim().replace(/\s+/g, ' ');
  const blank = { first_name: '', last_name: '', phone: '', email: '' };
  if (t.includes('@')) return { ...blank, email: t };
  if (/^\+?[\d\s()-]{6,}$/.test(t)) return { ...blank, phone: t };
  const [first = '', ...rest] = t.split(' ');
  return { ...blank, first_name: first, last_name: rest.join(' ') };
}
