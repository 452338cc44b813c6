/**
 * The fake lead form (fake-lead-form.html), loaded in a frame from the gallery's second origin.
 * Behaves like the real form towards its page:
 * - posts `{"sfLeadFormDocHeight": <document height>, "location": location.href}` (a JSON string)
 *   on load and whenever its height changes;
 * - on submit posts `{"form_action": "on_submit", "type": <RequestType>}`.
 * It shows the parameters it received so QA can check DealerCode, UTM values and the rest.
 */
const params = new URLSearchParams(location.search);
const requestType = params.get('RequestType') ?? '';

const headings: Record<string, string> = {
  brochure: 'Request a brochure',
  demo: 'Book a demo',
  quote: 'Get a quote',
  informed: 'Keep me informed',
  offer: 'Ask about this offer',
};
const heading = document.getElementById('form-heading')!;
heading.textContent = headings[requestType] ?? 'Contact form';
if (params.get('ProductTag')) heading.textContent += ` (${params.get('ProductTag')})`;

const list = document.getElementById('parameters')!;
for (const [name, value] of params) {
  const dt = document.createElement('dt');
  dt.textContent = name;
  const dd = document.createElement('dd');
  dd.textContent = value;
  list.append(dt, dd);
}

function post(message: Record<string, unknown>): void {
  // The real form posts to any parent origin; the page checks who sent it.
  if (window.parent !== window) window.parent.postMessage(JSON.stringify(message), '*');
}

let lastHeight = -1;
function postHeight(): void {
  // The body, not the document: a frame's document is never shorter than the frame itself.
  const height = Math.ceil(document.body.getBoundingClientRect().height);
  if (height === lastHeight) return;
  lastHeight = height;
  post({ sfLeadFormDocHeight: height, location: location.href });
}
new ResizeObserver(postHeight).observe(document.body);
postHeight();

const form = document.getElementById('lead-form') as HTMLFormElement;
form.addEventListener('submit', (event) => {
  event.preventDefault();
  const firstInvalid = [...form.elements].find(
    (element): element is HTMLInputElement =>
      element instanceof HTMLInputElement && !element.checkValidity(),
  );
  if (firstInvalid) {
    firstInvalid.setAttribute('aria-invalid', 'true');
    firstInvalid.focus();
    return;
  }
  form.hidden = true;
  const thanks = document.getElementById('thanks')!;
  thanks.hidden = false;
  thanks.tabIndex = -1;
  thanks.focus();
  post({ form_action: 'on_submit', type: requestType });
  postHeight();
});
