/** Choosing the type (appointment, class place, package, gift voucher) and then the item. */
import { m } from '@kairos/i18n';
import { useState } from 'react';
import type { Kind, Page } from './types';
import { Button, Choice, ErrorText, money, Section } from './ui';

const KIND_LABEL: Record<Kind, () => string> = {
  appointment: m.bk_type_appointment,
  class: m.bk_type_class,
  package: m.bk_type_package,
  voucher: m.bk_type_voucher,
};

/** The types this page offers: packages and vouchers only when listed (they are paid online). */
export function offeredKinds(page: Page): Kind[] {
  const all: [Kind, number][] = [
    ['appointment', page.services.length],
    ['class', page.classes.length],
    ['package', page.packages.length],
    ['voucher', page.vouchers.length],
  ];
  return all.filter(([, n]) => n > 0).map(([k]) => k);
}

/** What a type offers, named on the first screen so a visitor sees it before verifying. */
function namesOf(page: Page, kind: Kind): string {
  const list = { appointment: page.services, class: page.classes, package: page.packages, voucher: page.vouchers }[kind];
  return list.map((i) => i.name).join(', ');
}

export function TypeStep(props: { page: Page; kind: Kind | null; onChoose: (k: Kind) => void; onNext: () => void }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <Section title={m.bk_type_heading()}>
      {offeredKinds(props.page).map((k) => (
        <Choice
          key={k}
          selected={props.kind === k}
          onClick={() => {
            props.onChoose(k);
            setError(null);
          }}
        >
          <span className="block font-medium">{KIND_LABEL[k]()}</span>
          <span className="block text-sm text-gray-600">{namesOf(props.page, k)}</span>
        </Choice>
      ))}
      <ErrorText message={error} />
      <Button onClick={() => (props.kind ? props.onNext() : setError(m.bk_choose_type_required()))}>{m.bk_continue()}</Button>
    </Section>
  );
}

interface Item {
  id: string;
  name: string;
  detail: string;
}

/** The items of a type, with what the visitor needs to see to choose. */
export function itemsOf(page: Page, kind: Kind): Item[] {
  if (kind === 'appointment')
    return page.services.map((s) => ({
      id: s.id,
      name: s.name,
      detail: [
        m.bk_duration({ minutes: s.duration_minutes }),
        money(s.price, s.currency),
        s.deposit > 0 ? m.bk_deposit({ amount: money(s.deposit, s.currency) }) : '',
      ]
        .filter(Boolean)
        .join(' · '),
    }));
  if (kind === 'class')
    return page.classes.map((c) => ({
      id: c.id,
      name: c.name,
      detail: `${m.bk_duration({ minutes: c.duration_minutes })} · ${money(c.price, c.currency)}`,
    }));
  if (kind === 'package')
    return page.packages.map((p) => ({
      id: p.id,
      name: p.name,
      detail: [money(p.price, p.currency), ...p.services.map((s) => `${s.quantity} × ${s.name}`)].join(' · '),
    }));
  return page.vouchers.map((v) => ({
    id: v.id,
    name: v.name,
    detail: [money(v.price, v.currency), v.notes_title ?? ''].filter(Boolean).join(' · '),
  }));
}

const HEADING: Record<Kind, () => string> = {
  appointment: m.bk_choose_service,
  class: m.bk_choose_class,
  package: m.bk_choose_package,
  voucher: m.bk_choose_voucher,
};

export function ItemStep(props: {
  page: Page;
  kind: Kind;
  itemId: string | null;
  onChoose: (id: string) => void;
  onNext: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const missing = props.kind === 'package' ? m.bk_choose_package_first : m.bk_choose_type_required;
  return (
    <Section title={HEADING[props.kind]()}>
      {itemsOf(props.page, props.kind).map((item) => (
        <Choice
          key={item.id}
          selected={props.itemId === item.id}
          onClick={() => {
            props.onChoose(item.id);
            setError(null);
          }}
        >
          <span className="block font-medium">{item.name}</span>
          <span className="block text-sm text-gray-600">{item.detail}</span>
        </Choice>
      ))}
      <ErrorText message={error} />
      <Button onClick={() => (props.itemId ? props.onNext() : setError(missing()))}>{m.bk_continue()}</Button>
    </Section>
  );
}
