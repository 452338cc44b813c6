/** Types of chromium.mjs (plain JS so web-test-runner.config.mjs can import it). */
export declare const chromiumPath: string | undefined;
export declare const testChromiumPath: string | undefined;
export declare const chromiumArgs: string[];
