import { m } from '@kairos/i18n';
import { Button, Checkbox, Dialog, useFocusReturn } from '@kairos/ui';
import { useEffect, useRef, useState } from 'react';
import { MENU_QUERY, PHONE_QUERY, useMediaQuery } from '../../lib/hooks';
import { setToursOffHere, toursOffHere } from './device';
import type { TourId } from './routes';
import { Spotlight, useTarget } from './spotlight';
import { type StepContext, TOURS, targetOf } from './tours';

export interface TourDialogProps {
  tour: TourId;
  /** Finished (Done) or skipped (Skip, Escape, the overlay): either way the tour counts as read. */
  onClose: () => void;
}

/** The words' context at this width; the highlighted element's own text fills in the button it names. */
function useStepContext(): Omit<StepContext, 'label'> {
  return { phone: useMediaQuery(PHONE_QUERY), menu: useMediaQuery(MENU_QUERY) };
}

/** An element's text as it shows (hidden variants left out), on one line per block. */
const shownText = (el: HTMLElement | null) => (el?.innerText ?? '').trim();

/**
 * One tour, on the screen it is about: each step scrolls to the element it describes and rings it (the rest of the
 * page dimmed), in a modal dialog at the bottom of the screen (Radix: focus trapped inside and given back on close)
 * with a step counter, Back, Next / Done, "Skip tour" and "Don't show tours on this device". Escape skips.
 */
export function TourDialog({ tour, onClose }: TourDialogProps) {
  const steps = TOURS[tour];
  const [step, setStep] = useState(0);
  const [offHere, setOffHere] = useState(toursOffHere);
  const [announce, setAnnounce] = useState('');
  const primary = useRef<HTMLButtonElement>(null);
  const last = step === steps.length - 1;
  const current = steps[step] ?? steps[0];
  const width = useStepContext();
  const selector = current ? targetOf(current, { ...width, label: '' }) : 'main h1';
  const target = useTarget(selector);
  const context: StepContext = { ...width, label: shownText(target) };
  const title = current?.title() ?? '';
  const text = current?.text(context) ?? '';
  const counter = m.tour_step_of({ current: step + 1, total: steps.length });

  const focusBack = useFocusReturn(true);

  // The main button has the focus when the tour opens (after Radix moved it into the dialog)...
  useEffect(() => {
    const frame = requestAnimationFrame(() => primary.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  // ...and whenever the button that had it goes (Back on step 2 takes the Back button away).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    const active = document.activeElement;
    if (active === document.body || active?.getAttribute('role') === 'dialog') primary.current?.focus();
  }, [step]);

  const moved = useRef(false);
  const go = (next: number) => {
    moved.current = true;
    setStep(next);
  };
  // A step moved to is read out once its element (and so its words) is known; the first is the dialog's own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: announces when the step or its element changes
  useEffect(() => {
    if (moved.current) setAnnounce(`${counter}. ${title}. ${text}`);
  }, [step, target]);

  return (
    <>
      <Spotlight target={target} />
      <Dialog
        open
        placement="corner"
        data={{ 'data-tour-step': String(step), 'data-tour-target': selector, 'data-tour-found': String(!!target) }}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        onCloseAutoFocus={(event) => {
          // No Radix trigger to go back to: focus returns to what had it before (the header's help button on a replay).
          event.preventDefault();
          focusBack();
        }}
        title={title}
        description={text}
        footer={
          <>
            <Button variant="ghost" className="mr-auto -ml-2 px-2" onClick={onClose}>
              {m.tour_skip()}
            </Button>
            <div className="flex gap-2">
              {step > 0 ? (
                <Button variant="secondary" onClick={() => go(step - 1)}>
                  {m.tour_back()}
                </Button>
              ) : null}
              <Button ref={primary} onClick={() => (last ? onClose() : go(step + 1))}>
                {last ? m.tour_done() : m.tour_next()}
              </Button>
            </div>
          </>
        }
      >
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm font-medium text-gray-700" data-testid="tour-counter">
            {counter}
          </p>
          <ol className="flex gap-1.5" aria-hidden="true">
            {steps.map((s, i) => (
              <li
                key={s.title()}
                className={i === step ? 'size-2 rounded-full bg-brand-600' : 'size-2 rounded-full bg-gray-300'}
              />
            ))}
          </ol>
        </div>
        <Checkbox
          id="tour-off-here"
          className="mt-4"
          checked={offHere}
          onChange={(off) => {
            setOffHere(off);
            setToursOffHere(off);
          }}
          label={m.tour_off_device()}
        />
        <p className="sr-only" aria-live="polite">
          {announce}
        </p>
      </Dialog>
    </>
  );
}
