/**
 * The browser tests run under mocha (@web/test-runner). describe/it/beforeEach/afterEach share
 * their shape with vitest's globals, which tsconfig already declares; these are mocha's own.
 */
declare function before(fn: () => unknown): void;
declare function after(fn: () => unknown): void;
