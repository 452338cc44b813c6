/**
 * The form modal's data model: the `model` attribute (or property), else the
 * `<script type="application/json">` child a CMS renders (site-components spec §3).
 *
 * The child is watched, not read once: when the all-in-one bundle is loaded without
 * `defer`, the element is defined and renders as soon as the parser meets its start tag, before
 * the script child (or its text) has been parsed. The child's text is an external store: read on
 * every render (so opening the modal reads it again) and subscribed to with a MutationObserver on
 * the host's light DOM, so the model is picked up when it arrives or changes. The text is parsed,
 * and what is wrong with it reported (core/element/problems: a script that is not JSON, each bad
 * field by its path, one warning each and the editor mode's note), only when it changes.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useElementContext } from '@mf/core/element/element-context';
import { problemList } from '@mf/core/element/problems';
import { EMPTY_MODEL, normalizeModel, type FormModalModel } from './model';

function scriptText(host: HTMLElement | null): string | null {
  const script = host?.querySelector(':scope > script[type="application/json"]');
  return script ? (script.textContent ?? '') : null;
}

const SCRIPT = 'script[type="application/json"]';

/** The script child's model; what is wrong with it is reported as the script's problems. */
export function readScriptModel(host: HTMLElement | null, text: string): FormModalModel {
  const problems = problemList(host, 'model script');
  let model = EMPTY_MODEL;
  if (text.trim()) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      problems.add({
        place: SCRIPT,
        problem: 'is not JSON',
        instead: 'the modal opens without its texts and products',
      });
    }
    model = normalizeModel(value, (message) =>
      problems.add({
        place: SCRIPT,
        problem: `has bad data: ${message}`,
        instead: 'the rest is used',
      }),
    );
  }
  problems.report();
  return model;
}

/** The model in use: the attribute when set, else the script child's. */
export function useModel(attribute: FormModalModel): FormModalModel {
  const { host } = useElementContext();
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!host) return () => {};
      const observer = new MutationObserver(changed);
      observer.observe(host, { childList: true, subtree: true, characterData: true });
      return () => observer.disconnect();
    },
    [host],
  );
  const read = useCallback(() => scriptText(host), [host]);
  const text = useSyncExternalStore(subscribe, read, read);
  const fromScript = useMemo(
    () => (text === null ? null : readScriptModel(host, text)),
    [host, text],
  );
  return attribute !== EMPTY_MODEL ? attribute : (fromScript ?? EMPTY_MODEL);
}
