/**
 * Web storage that never throws (site-components spec §8 "Storage read failure: logged and
 * ignored"): blocked storage (privacy modes, sandboxed frames), quota errors and malformed JSON
 * are logged and the fallback is used.
 */
export type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | null {
  try {
    // Merely reading window.localStorage throws a SecurityError where storage is blocked.
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch (error) {
    console.error(`${kind}Storage is not available`, error);
    return null;
  }
}

export function readString(kind: StorageArea, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch (error) {
    console.error(`Could not read "${key}" from ${kind}Storage`, error);
    return null;
  }
}

/** Returns whether the value was stored. */
export function writeString(kind: StorageArea, key: string, value: string): boolean {
  try {
    const storage = area(kind);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch (error) {
    console.error(`Could not write "${key}" to ${kind}Storage`, error);
    return false;
  }
}

export function removeItem(kind: StorageArea, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch (error) {
    console.error(`Could not remove "${key}" from ${kind}Storage`, error);
  }
}

/**
 * Reads JSON; `validate` turns the parsed value into T or throws. Missing key gives the fallback
 * silently; unreadable or invalid data is logged and gives the fallback.
 */
export function readJson<T>(
  kind: StorageArea,
  key: string,
  fallback: T,
  validate?: (value: unknown) => T,
): T {
  const text = readString(kind, key);
  if (text === null) return fallback;
  try {
    const value: unknown = JSON.parse(text);
    return validate ? validate(value) : (value as T);
  } catch (error) {
    console.error(`Stored "${key}" could not be parsed; ignoring it`, error);
    return fallback;
  }
}

export function writeJson(kind: StorageArea, key: string, value: unknown): boolean {
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch (error) {
    console.error(`Could not serialise "${key}"`, error);
    return false;
  }
  return writeString(kind, key, text);
}
