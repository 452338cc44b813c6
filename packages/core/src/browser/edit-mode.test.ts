import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDIT_ATTRIBUTE, isEditMode } from './edit-mode';

const html = document.documentElement;

afterEach(() => {
  html.removeAttribute(EDIT_ATTRIBUTE);
  document.cookie = 'wcmmode=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.resetModules();
});

describe('the editor mode switch (core/browser/edit-mode)', () => {
  it('is off for a visitor', () => {
    expect(isEditMode()).toBe(false);
  });

  it('is on with <html data-mf-edit> (any value but "false")', () => {
    for (const value of ['', 'true', 'edit']) {
      html.setAttribute(EDIT_ATTRIBUTE, value);
      expect(isEditMode()).toBe(true);
    }
    html.setAttribute(EDIT_ATTRIBUTE, 'false');
    expect(isEditMode()).toBe(false);
  });

  it("is on with AEM's wcmmode=edit cookie, off with its other modes", () => {
    document.cookie = 'wcmmode=preview; path=/';
    expect(isEditMode()).toBe(false);
    document.cookie = 'wcmmode=edit; path=/';
    expect(isEditMode()).toBe(true);
  });

  it('watching: tells the mode at once and each change of the html attribute', async () => {
    const { watchEditMode } = await import('./edit-mode');
    const seen: boolean[] = [];
    expect(watchEditMode((on) => seen.push(on))).toBe(false);
    html.setAttribute(EDIT_ATTRIBUTE, '');
    await vi.waitFor(() => expect(seen).toEqual([true]));
    html.setAttribute(EDIT_ATTRIBUTE, 'on'); // still on: nothing new
    html.removeAttribute(EDIT_ATTRIBUTE);
    await vi.waitFor(() => expect(seen).toEqual([true, false]));
  });

  it('watching with the cookie set: on from the start, whatever the attribute', async () => {
    document.cookie = 'wcmmode=edit; path=/';
    const { watchEditMode } = await import('./edit-mode');
    const seen: boolean[] = [];
    expect(watchEditMode((on) => seen.push(on))).toBe(true);
    expect(seen).toEqual([true]);
  });
});
