/**
 * A stand-in for the TrustArc consent manager (the one seam of core/browser/consent.ts), for the
 * gallery. It installs exactly the shape the library reads:
 *
 *   window.truste.cma.callApi('getConsentDecision', domain) -> { consentDecision, source }
 *   window.truste.eu.clickListener()                         -> "open the preferences"
 *
 * and, when the visitor changes their choice, posts the preference manager's window message
 * `{"source":"preference_manager","message":"submit_preferences"}` like the real one, so elements
 * re-read the decision without a reload.
 *
 * `?consent=granted` (default) level 4, `?consent=declined` level 1 (required cookies only),
 * `?consent=missing` installs nothing (the library gives up after 10 s with
 * 'TrustArc API failed to load'). A visible panel on the page accepts or declines.
 */
export type ConsentScenario = 'granted' | 'declined' | 'missing';

/** TrustArc levels: 1 required, 2 functional, 3 advertising; the library needs 4 or more. */
const LEVEL_GRANTED = 4;
const LEVEL_DECLINED = 1;

function parseConsentScenario(value: string | null): ConsentScenario {
  return value === 'declined' || value === 'missing' ? value : 'granted';
}

interface Installed {
  setLevel: (level: number) => void;
  level: () => number;
}

function link(
  label: string,
  scenario: ConsentScenario,
  current: ConsentScenario,
): HTMLAnchorElement {
  const url = new URL(location.href);
  if (scenario === 'granted') url.searchParams.delete('consent');
  else url.searchParams.set('consent', scenario);
  url.hash = '';
  const a = document.createElement('a');
  a.href = url.pathname + url.search;
  a.textContent = label;
  if (scenario === current) a.setAttribute('aria-current', 'page');
  return a;
}

/**
 * Installs the fake (unless the scenario is `missing`) and renders its control panel into
 * `mount` (a `<section>` the page provides). Returns the controls, or null when not installed.
 */
export function installConsentManager(
  mount: HTMLElement | null,
  scenario: ConsentScenario = parseConsentScenario(
    new URLSearchParams(location.search).get('consent'),
  ),
): Installed | null {
  let level = scenario === 'granted' ? LEVEL_GRANTED : LEVEL_DECLINED;
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  const render = () => {
    status.textContent =
      scenario === 'missing'
        ? 'No consent manager on this page (scenario "missing"): forms stay hidden and the console reports that it failed to load.'
        : `Current decision: level ${level} (${level >= LEVEL_GRANTED ? 'lead forms allowed' : 'lead forms not allowed'}).`;
  };

  if (mount) {
    const heading = document.createElement('h2');
    heading.id = 'fake-consent-heading';
    heading.tabIndex = -1;
    heading.textContent = 'Cookie consent (fake consent manager)';
    const nav = document.createElement('nav');
    nav.setAttribute('aria-label', 'Consent scenario');
    nav.className = 'fake-consent__scenarios';
    nav.append(
      'Scenario: ',
      link('granted', 'granted', scenario),
      ' ',
      link('declined', 'declined', scenario),
      ' ',
      link('missing', 'missing', scenario),
    );
    mount.setAttribute('aria-labelledby', heading.id);
    mount.append(heading, status, nav);
    if (scenario !== 'missing') {
      const buttons = document.createElement('div');
      for (const [label, value] of [
        ['Accept all cookies', LEVEL_GRANTED],
        ['Required cookies only', LEVEL_DECLINED],
      ] as const) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = label;
        button.addEventListener('click', () => installed.setLevel(value));
        buttons.append(button, ' ');
      }
      mount.append(buttons);
    }
  }
  render();
  if (scenario === 'missing') return null;

  const installed: Installed = {
    level: () => level,
    setLevel(next) {
      level = next;
      render();
      window.postMessage(
        JSON.stringify({
          source: 'preference_manager',
          message: 'submit_preferences',
          data: `value: ${next}`,
        }),
        location.origin,
      );
    },
  };
  (window as unknown as { truste: unknown }).truste = {
    cma: {
      callApi(name: string, domain: string) {
        if (name !== 'getConsentDecision' || !domain) return undefined;
        return { consentDecision: level, source: 'asserted' };
      },
    },
    eu: {
      // The real manager opens its own preference dialog on top of the page; so does the fake
      // (a native <dialog> added after any open modal made the page inert, so it stays usable).
      clickListener() {
        openPreferences(installed);
      },
    },
  };
  return installed;
}

function openPreferences(installed: Installed): void {
  const dialog = document.createElement('dialog');
  dialog.setAttribute('aria-labelledby', 'fake-consent-dialog-title');
  dialog.className = 'fake-consent-dialog';
  const title = document.createElement('h2');
  title.id = 'fake-consent-dialog-title';
  title.textContent = 'Cookie preferences (fake consent manager)';
  const text = document.createElement('p');
  text.textContent = `Current level: ${installed.level()}. Lead forms need level ${LEVEL_GRANTED}.`;
  dialog.append(title, text);
  for (const [label, value] of [
    ['Accept all cookies', LEVEL_GRANTED],
    ['Required cookies only', LEVEL_DECLINED],
  ] as const) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = label;
    button.addEventListener('click', () => {
      dialog.close();
      dialog.remove();
      installed.setLevel(value);
    });
    dialog.append(button, ' ');
  }
  dialog.addEventListener('cancel', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
}
