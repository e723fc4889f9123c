/** One line of an address: "12 High St, London, N1 2AB". */
export function addressLine(a: {
  address_1?: string | null;
  address_2?: string | null;
  city?: string | null;
  post_code?: string | null;
}): string {
  return [a.address_1, a.address_2, a.city, a.post_code].filter((s) => s?.trim()).join(', ');
}
