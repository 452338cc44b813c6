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

/** Where a scenario link leads: this page with `?consent=` set (or removed for the default). */
function scenarioHref(scenario: ConsentScenario): string {
  const url = new URL(location.href);
  if (scenario === 'granted') url.searchParams.delete('consent');
  else url.searchParams.set('consent', scenario);
  url.hash = '';
  return url.pathname + url.search;
}

const SCENARIOS: ConsentScenario[] = ['granted', 'declined', 'missing'];
const CHOICES = [
  ['Accept all cookies', LEVEL_GRANTED],
  ['Required cookies only', LEVEL_DECLINED],
] as const;

/**
 * The panel as the default scenario shows it, written into each gallery page's
 * `<section id="fake-consent">` by scripts/build-demo.ts, so the panel holds its room from the
 * first paint (QA furniture moves no element page); `installConsentManager` wires it.
 */
export function consentPanelMarkup(): string {
  const links = SCENARIOS.map(
    (scenario) =>
      `<a href="?${scenario === 'granted' ? '' : `consent=${scenario}`}" data-consent-scenario="${scenario}"${scenario === 'granted' ? ' aria-current="page"' : ''}>${scenario}</a>`,
  ).join(' ');
  const buttons = CHOICES.map(
    ([label, level]) => `<button type="button" data-consent-level="${level}">${label}</button>`,
  ).join(' ');
  return [
    '<h2 id="fake-consent-heading" tabindex="-1">Cookie consent (fake consent manager)</h2>',
    `<p role="status" data-consent-status>${decisionText('granted', LEVEL_GRANTED)}</p>`,
    `<nav aria-label="Consent scenario" class="fake-consent__scenarios">Scenario: ${links}</nav>`,
    `<div>${buttons}</div>`,
  ].join('\n');
}

function decisionText(scenario: ConsentScenario, level: number): string {
  return scenario === 'missing'
    ? 'No consent manager on this page (scenario "missing"): forms stay hidden and the console reports that it failed to load.'
    : `Current decision: level ${level} (${level >= LEVEL_GRANTED ? 'lead forms allowed' : 'lead forms not allowed'}).`;
}

/**
 * Installs the fake (unless the scenario is `missing`) and wires its control panel in `mount` (a
 * `<section>` the page provides, holding the panel's markup from the build, or empty: then it is
 * written here). Returns the controls, or null when not installed.
 */
export function installConsentManager(
  mount: HTMLElement | null,
  scenario: ConsentScenario = parseConsentScenario(
    new URLSearchParams(location.search).get('consent'),
  ),
): Installed | null {
  let level = scenario === 'granted' ? LEVEL_GRANTED : LEVEL_DECLINED;
  const status = mount?.querySelector('[data-consent-status]') ?? document.createElement('p');
  const render = () => {
    status.textContent = decisionText(scenario, level);
  };

  if (mount) {
    if (!mount.querySelector('[data-consent-status]')) {
      mount.innerHTML = consentPanelMarkup();
      return installConsentManager(mount, scenario);
    }
    mount.setAttribute('aria-labelledby', 'fake-consent-heading');
    for (const a of mount.querySelectorAll<HTMLAnchorElement>('a[data-consent-scenario]')) {
      const target = a.dataset.consentScenario as ConsentScenario;
      a.href = scenarioHref(target);
      if (target === scenario) a.setAttribute('aria-current', 'page');
      else a.removeAttribute('aria-current');
    }
    for (const button of mount.querySelectorAll<HTMLButtonElement>('button[data-consent-level]')) {
      // Without a manager there is nothing to choose; the buttons keep their room, disabled.
      if (scenario === 'missing') button.disabled = true;
      else
        button.addEventListener('click', () =>
          installed.setLevel(Number(button.dataset.consentLevel)),
        );
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
  for (const [label, value] of CHOICES) {
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
