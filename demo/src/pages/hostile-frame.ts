/**
 * The hostile frame (hostile-frame.html): posts, from the wrong origin and the wrong window, the
 * same messages the real form posts. The lead-form elements on the page must ignore them: the
 * height message names the real form's address (wrong window), the on_submit comes from an
 * origin that is not the form host.
 */
import { formOrigin } from '../../mocks/forms/form-origin';

const formAddress = `${formOrigin().origin}/fake-lead-form.html`;
const status = document.getElementById('posted')!;
let count = 0;

function post(message: Record<string, unknown>, what: string): void {
  window.parent.postMessage(JSON.stringify(message), '*');
  count += 1;
  status.textContent = `Posted ${what} (${count} message${count === 1 ? '' : 's'} so far).`;
}

const postHeight = () => post({ sfLeadFormDocHeight: 5000, location: formAddress }, 'a height');
const postSubmit = () => post({ form_action: 'on_submit', type: 'brochure' }, 'an on_submit');

document.getElementById('post-height')!.addEventListener('click', postHeight);
document.getElementById('post-submit')!.addEventListener('click', postSubmit);
// Once on load too, so an unattended page is already under attack.
postHeight();
postSubmit();
