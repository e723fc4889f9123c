/**
 * "Don't show tours on this device": a localStorage entry the tour host honours (the browser tests set it in
 * playwright.config.ts's storageState, so the other specs never meet a tour). A replay still shows a tour.
 */
export const TOURS_OFF_KEY = 'kairos:tours';

export function toursOffHere(): boolean {
  try {
    return localStorage.getItem(TOURS_OFF_KEY) === 'off';
  } catch {
    return false;
  }
}

export function setToursOffHere(off: boolean): void {
  try {
    if (off) localStorage.setItem(TOURS_OFF_KEY, 'off');
    else localStorage.removeItem(TOURS_OFF_KEY);
  } catch {
    // storage refused (private mode): the choice lasts as long as the page
  }
}

/** The header's help button asks the host to show the current page's tour again. */
const REPLAY_EVENT = 'kairos:tour-replay';

export function requestTourReplay(): void {
  window.dispatchEvent(new Event(REPLAY_EVENT));
}

export function onTourReplay(listener: () => void): () => void {
  window.addEventListener(REPLAY_EVENT, listener);
  return () => window.removeEventListener(REPLAY_EVENT, listener);
}
