/**
 * Node module hook for the scripts run with tsx (manifest, gallery build): a `.css` import is
 * its text, as in the bundles (tsup loader 'text') and in vitest (vitest.config.ts). The api
 * files import @mf/core, whose element adapter imports the design tokens (tokens/tokens.css).
 * Registered by scripts/load-apis.ts.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.css')) return nextLoad(url, context);
  const text = await readFile(fileURLToPath(url), 'utf8');
  return {
    format: 'module',
    source: `export default ${JSON.stringify(text)};`,
    shortCircuit: true,
  };
}
