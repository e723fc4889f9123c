/** Where a payment provider takes the browser: a URL to open (Stripe, Square) or a form to post (LiqPay). */
export interface ProviderRedirect {
  redirect_url: string | null;
  form: { action: string; fields: Record<string, string> } | null;
}

/**
 * Sends the browser to the provider's page. No imports: the public booking page's own bundle uses it too,
 * as do the owner's subscription screens. The app's CSP allows LiqPay's checkout as a form target.
 */
export function goToProvider(redirect: ProviderRedirect): void {
  if (redirect.redirect_url) {
    window.location.assign(redirect.redirect_url);
    return;
  }
  if (!redirect.form) return;
  const form = document.createElement('form');
  form.method = 'post';
  form.action = redirect.form.action;
  form.acceptCharset = 'utf-8';
  for (const [name, value] of Object.entries(redirect.form.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
