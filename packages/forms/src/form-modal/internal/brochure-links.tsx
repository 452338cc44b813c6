import type { BrochureLink } from './model';

/** Brochure download links; only the present ones (spec §5), already sanitized (model.ts). */
export function BrochureLinks({ links, newTab }: { links: BrochureLink[]; newTab: string }) {
  if (links.length === 0) return null;
  return (
    <ul className="mf-form-modal__links" part="brochure-links">
      {links.map((link) => (
        <li key={link.href + link.label}>
          <a href={link.href} target="_blank" rel="noopener" className="mf-form-modal__link">
            {link.label}
            <span className="mf-visually-hidden"> {newTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
