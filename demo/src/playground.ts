/**
 * The playground of an element's API page (written by scripts/api-playground.ts): the gallery
 * boot (the mocks, the theme, the direction, the toolbar; the page's own gallery scripts are
 * beside it, as on the gallery page) starts the live element; this wires the controls to it and
 * keeps the HTML to copy in step. Every control sets its attribute on input; an emptied field or
 * a cleared box removes it (the element falls back to its default); a JSON field applies only
 * JSON of the type's shape and says why it did not otherwise (playground/json-value.ts).
 */
import './playground/address';
import { ready } from './gallery';
import { checkJson } from './playground/json-value';
import { orderAttributes, snippet, type SnippetAttribute } from './playground/snippet';

interface Model {
  tag: string;
  attributes: SnippetAttribute[];
  order: string[];
  content: string;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const section = document.querySelector<HTMLElement>('section[data-playground]');
if (section) void start(section);

async function start(section: HTMLElement): Promise<void> {
  const status = section.querySelector<HTMLElement>('#playground-status')!;
  const model = JSON.parse(section.querySelector('#playground-data')!.textContent!) as Model;
  const element = section.querySelector(`.playground-stage ${model.tag}`);
  if (!element) return;
  // What the snippet shows: the example's attributes, as the controls changed them.
  const values = new Map<string, string>(model.attributes);
  const code = section.querySelector<HTMLElement>('#playground-code')!;
  const render = () => {
    code.textContent = snippet(model.tag, orderAttributes([...values], model.order), model.content);
  };

  const apply = (name: string, value: string | null) => {
    if (value === null) {
      values.delete(name);
      element.removeAttribute(name);
    } else {
      values.set(name, value);
      element.setAttribute(name, value);
    }
    render();
  };

  for (const control of section.querySelectorAll<Control>('[data-attribute]')) {
    const name = control.dataset.attribute!;
    control.addEventListener('input', () => {
      switch (control.dataset.kind) {
        case 'checkbox':
          return apply(name, (control as HTMLInputElement).checked ? '' : null);
        case 'json':
          return applyJson(control as HTMLTextAreaElement, name);
        default:
          return apply(name, control.value === '' ? null : control.value);
      }
    });
  }

  function applyJson(field: HTMLTextAreaElement, name: string): void {
    const error = section.querySelector<HTMLElement>(`#${field.id}-error`)!;
    const hint = `${field.id}-hint`;
    const text = field.value.trim();
    const check = text === '' ? null : checkJson(text, field.dataset.type);
    if (check && !check.ok) {
      error.textContent = `${check.message} Not applied: the element keeps its last value.`;
      error.hidden = false;
      field.setAttribute('aria-invalid', 'true');
      field.setAttribute('aria-describedby', `${hint} ${error.id}`);
      return;
    }
    error.hidden = true;
    error.textContent = '';
    field.removeAttribute('aria-invalid');
    field.setAttribute('aria-describedby', hint);
    apply(name, check ? text : null);
  }

  const copy = section.querySelector<HTMLButtonElement>('#playground-copy')!;
  const copied = section.querySelector<HTMLElement>('#playground-copied')!;
  copy.addEventListener('click', () => {
    void copyText(code.textContent ?? '').then((done) => {
      copied.textContent = done
        ? 'Copied.'
        : 'Could not copy: the HTML is selected, press Ctrl+C (⌘C) to copy it.';
      if (!done) selectContents(code);
    });
  });

  // Hidden in place (its room kept, demo/public/gallery.css): the status takes it, no shift.
  section.querySelector('#playground-noscript')!.classList.add('playground-off');
  section.querySelector('fieldset')!.disabled = false;
  copy.disabled = false;
  status.textContent = 'Starting the element with the gallery’s mock backends …';
  try {
    await ready;
    status.textContent =
      'Live: each control below changes the element at once, and the HTML below follows.';
    section.dataset.playgroundReady = 'true';
  } catch (error) {
    status.textContent = `The playground could not start (${(error as Error).message}). The tables above are the whole API.`;
  }
}

/** The clipboard API where the page may use it, else the older copy command on a selection. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    // The deprecated command is the only copy left where the clipboard API is refused.
    const done = document.execCommand('copy');
    area.remove();
    return done;
  }
}

function selectContents(node: Node): void {
  const range = document.createRange();
  range.selectNodeContents(node);
  const selection = getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}
