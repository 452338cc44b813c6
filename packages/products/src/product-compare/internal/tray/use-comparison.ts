/**
 * The comparison's code and data, loaded when first needed (product-compare README,
 * "Performance"): the chunk with the dialog, the table and the catalogue loader (under the
 * library deadline, core/http loadChunk), then the catalogue (under the data deadline). Each wait
 * ends in the tray's error state with one log line naming the element (docs/laws/deadlines.md);
 * a failed request also fires `mf-error`. The next attempt asks again.
 */
import { useFailureEvent } from '@mf/core/element/failure-event';
import { loadChunk } from '@mf/core/http/deadline';
import { useCallback, useRef, useState } from 'react';
import type { CatalogueQuery } from '../../../shared/data/catalogue-urls';
import type * as comparison from '../comparison/comparison';
import type { CompareCatalogue } from '../comparison/comparison';

type ComparisonModule = typeof comparison;

interface Loaded {
  module: ComparisonModule;
  catalogue: CompareCatalogue;
}

let chunk: Promise<ComparisonModule> | undefined;

function loadComparison(): Promise<ComparisonModule> {
  chunk ??= loadChunk(() => import('../comparison/comparison')).catch((error: unknown) => {
    chunk = undefined;
    throw error;
  });
  return chunk;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useComparison(query: CatalogueQuery | null, tag: string) {
  const failureEvent = useFailureEvent();
  const [loaded, setLoaded] = useState<(Loaded & { key: string }) | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const attempt = useRef(0);
  const key = query ? JSON.stringify(query) : '';

  /** The code and the catalogue, or null when either failed (logged, error state). */
  const load = useCallback(async (): Promise<Loaded | null> => {
    if (loaded?.key === key) return loaded;
    const mine = ++attempt.current;
    setStatus('loading');
    let module: ComparisonModule;
    try {
      module = await loadComparison();
    } catch (error) {
      if (mine === attempt.current) {
        console.error(`${tag}: the comparison could not be loaded: ${message(error)}`);
        setStatus('error');
      }
      return null;
    }
    try {
      if (!key) throw new Error('"site" and "path" are required');
      const catalogue = await module.loadCatalogue(JSON.parse(key) as CatalogueQuery);
      if (mine !== attempt.current) return null;
      const next = { module, catalogue, key };
      setLoaded(next);
      setStatus('idle');
      return next;
    } catch (error) {
      if (mine === attempt.current) {
        console.error(`${tag}: the product cards request failed: ${message(error)}`);
        failureEvent(error);
        setStatus('error');
      }
      return null;
    }
  }, [key, loaded, tag, failureEvent]);

  return { loaded: loaded?.key === key ? loaded : null, status, load };
}
