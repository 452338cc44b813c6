/**
 * The mock backend (MSW) keeps a cookie jar in `localStorage` and reads it while its module
 * loads. Where the browser blocks site data (a privacy setting, a sandboxed frame), reading
 * `localStorage` throws, and with it every gallery script that imports MSW: no element on the
 * page would upgrade. So where reading it throws, the gallery puts an in-memory stand-in in its
 * place, for the page's life.
 *
 * Not imported: scripts/build-demo.ts puts this file, compiled, at the top of every file of the
 * gallery's scripts (esbuild's `banner`), so it runs before any of them, whichever loads first
 * (an import cannot promise that with shared chunks). It runs more than once, and does something
 * only the first time. `sessionStorage` is left as the browser has it: the elements' own reading
 * of storage goes through core/browser, which never throws, and a blocked session storage shows
 * it on every gallery page. A production-like page has no stand-in at all.
 */
try {
  void window.localStorage;
} catch {
  const memory = new Map<string, string>();
  const standIn: Storage = {
    get length() {
      return memory.size;
    },
    key: (index) => [...memory.keys()][index] ?? null,
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, String(value)),
    removeItem: (key) => void memory.delete(key),
    clear: () => memory.clear(),
  };
  Object.defineProperty(window, 'localStorage', { configurable: true, value: standIn });
}
