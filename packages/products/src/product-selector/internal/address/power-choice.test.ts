import { afterEach, describe, expect, it, vi } from 'vitest';
import { POWER_UNIT_STORAGE_KEY, readPowerChoice, writePowerChoice } from './power-choice';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the remembered power unit (README "Power units")', () => {
  it('is kept in local storage under mf-power-unit; anything but hp or kW there is none', () => {
    expect(readPowerChoice()).toBeNull();
    writePowerChoice('kW');
    expect(localStorage.getItem(POWER_UNIT_STORAGE_KEY)).toBe('kW');
    expect(readPowerChoice()).toBe('kW');
    localStorage.setItem(POWER_UNIT_STORAGE_KEY, 'PS');
    expect(readPowerChoice()).toBeNull();
  });

  it('blocked storage forgets, never throws (core/browser/storage logs it)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readPowerChoice()).toBeNull();
    expect(() => writePowerChoice('hp')).not.toThrow();
    expect(error).toHaveBeenCalled();
  });
});
