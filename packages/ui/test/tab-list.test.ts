import { describe, expect, it } from 'vitest';
import { tabKeyTarget } from '../src/tab-list';

describe('tabKeyTarget: the WAI-ARIA tab keys every tab list in the app uses', () => {
  it('arrows move round, Home and End jump', () => {
    expect(tabKeyTarget('ArrowRight', 0, 3)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 2, 3)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(tabKeyTarget('ArrowLeft', 2, 3)).toBe(1);
    expect(tabKeyTarget('Home', 2, 3)).toBe(0);
    expect(tabKeyTarget('End', 0, 3)).toBe(2);
  });
  it('other keys and empty lists move nowhere', () => {
    expect(tabKeyTarget('Enter', 0, 3)).toBeUndefined();
    expect(tabKeyTarget('ArrowDown', 0, 3)).toBeUndefined();
    expect(tabKeyTarget('ArrowRight', 0, 0)).toBeUndefined();
  });
});
