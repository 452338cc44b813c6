/** Reads a cookie, never throwing (a sandboxed document throws on document.cookie). */
export function readCookie(name: string): string | null {
  try {
    for (const part of document.cookie.split(';')) {
      const index = part.indexOf('=');
      if (index < 0) continue;
      if (part.slice(0, index).trim() !== name) continue;
      const raw = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch (error) {
        console.error(`Cookie "${name}" could not be decoded`, error);
        return null;
      }
    }
    return null;
  } catch (error) {
    console.error(`Could not read cookie "${name}"`, error);
    return null;
  }
}
