import type { ReactNode } from 'react';
import type { DealerLocatorLabels } from '../../dealer-locator.api';
import { mailtoHref, telHref } from '../data/links';
import { DEPARTMENTS, type Dealer, type Department } from '../data/types';

/** Department -> label key (spec §2 contactUs labels). */
const DEPARTMENT_LABEL: Record<Department, keyof DealerLocatorLabels> = {
  main: 'main',
  sales: 'sales',
  parts: 'parts',
  after_hours_parts: 'afterHoursParts',
  service: 'service',
  after_hours_service: 'afterHoursService',
};

/**
 * Contact us (spec §2): phone and email per department, then fax. Only departments with a value
 * are listed; links are built by the data layer (tel: digits only, mailto: checked addresses).
 */
export function ContactList({ dealer, labels }: { dealer: Dealer; labels: DealerLocatorLabels }) {
  const rows: { key: string; term: string; value: ReactNode }[] = [];
  for (const department of DEPARTMENTS) {
    const phone = dealer.phone[department];
    if (phone) {
      const href = telHref(phone);
      rows.push({
        key: `phone-${department}`,
        term: `${labels.phone} (${labels[DEPARTMENT_LABEL[department]]})`,
        value: href ? <a href={href}>{phone}</a> : phone,
      });
    }
  }
  for (const department of DEPARTMENTS) {
    const email = dealer.email[department];
    const href = mailtoHref(email);
    if (email)
      rows.push({
        key: `email-${department}`,
        term: `${labels.email} (${labels[DEPARTMENT_LABEL[department]]})`,
        value: href ? <a href={href}>{email}</a> : email,
      });
  }
  if (dealer.fax) rows.push({ key: 'fax', term: labels.fax, value: dealer.fax });
  if (rows.length === 0) return null;
  return (
    <dl className="dl-contact">
      {rows.map((row) => (
        <div key={row.key} className="dl-contact__row">
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
