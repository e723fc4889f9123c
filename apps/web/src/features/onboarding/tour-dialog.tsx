import { m } from '@kairos/i18n';
import { Button, Checkbox, Dialog, useFocusReturn } from '@kairos/ui';
import { useEffect, useRef, useState } from 'react';
import { setToursOffHere, toursOffHere } from './device';
import type { TourId } from './routes';
import { TOURS } from './tours';

export interface TourDialogProps {
  tour: TourId;
  /** Finished (Done) or skipped (Skip, Escape, the overlay): either way the tour counts as read. */
  onClose: () => void;
}

/**
 * One tour: a modal dialog (Radix: focus trapped inside and given back on close) with a step counter, Back,
 * Next / Done, "Skip tour" and "Don't show tours on this device". Escape skips.
 */
export function TourDialog({ tour, onClose }: TourDialogProps) {
  const steps = TOURS[tour];
  const [step, setStep] = useState(0);
  const [offHere, setOffHere] = useState(toursOffHere);
  const [announce, setAnnounce] = useState('');
  const primary = useRef<HTMLButtonElement>(null);
  const last = step === steps.length - 1;
  const [title, text] = steps[step] ?? steps[0] ?? [() => '', () => ''];
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

  const go = (next: number) => {
    setStep(next);
    const [t, x] = steps[next] ?? [];
    setAnnounce(t && x ? `${m.tour_step_of({ current: next + 1, total: steps.length })}. ${t()}. ${x()}` : '');
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onCloseAutoFocus={(event) => {
        // No Radix trigger to go back to: focus returns to what had it before (the header's help button on a replay).
        event.preventDefault();
        focusBack();
      }}
      title={title()}
      description={text()}
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
          {steps.map(([stepTitle]) => (
            <li
              key={stepTitle()}
              className={stepTitle === title ? 'size-2 rounded-full bg-brand-600' : 'size-2 rounded-full bg-gray-300'}
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
  );
}
