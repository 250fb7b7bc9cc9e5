import { useIntl } from 'react-intl';
import { LocalizedLink } from '@oriel/i18n';
import { LanguageSwitch } from './language-switch';
import type { NavSection } from './navigation';
import { Chevron, SubmenuGroups, hasSubmenu } from './submenu';

/**
 * The header's menu without JavaScript: the hamburger and the section buttons need
 * scripts, so a browser without them gets, inside `<noscript>`, a link in the hamburger's place
 * (`#oriel-static-menu`) and the same full-screen menu shown by `:target`, each submenu a native
 * `<details>`. Nothing of it exists for a browser that runs scripts. React in the browser never draws
 * what is inside <noscript> (hydration leaves it as the server sent it), so both are written by the
 * server alone and the client build leaves their code out.
 */
export function StaticMenuLink() {
  const intl = useIntl();
  if (!import.meta.env.SSR) return <noscript />;
  return (
    <noscript>
      <a href="#oriel-static-menu" className="oriel-hamburger oriel-hamburger--static" aria-label={intl.formatMessage({ id: 'nav.openMenu' })}>
        <span className="oriel-hamburger__lines" aria-hidden="true" />
      </a>
    </noscript>
  );
}

export function StaticMenu({ sections }: { sections: NavSection[] }) {
  const intl = useIntl();
  if (!import.meta.env.SSR) return <noscript />;
  return (
    <noscript>
      <nav id="oriel-static-menu" className="oriel-drawer oriel-drawer--static" aria-label={intl.formatMessage({ id: 'nav.main' })}>
        <a href="#" className="oriel-drawer__close">
          {intl.formatMessage({ id: 'nav.closeMenu' })}
        </a>
        <ul className="oriel-drawer__sections">
          {sections.map((section) => {
            const label = intl.formatMessage({ id: section.labelId });
            return (
              <li key={section.id} className="oriel-drawer__section">
                {hasSubmenu(section) ? (
                  <details className="oriel-drawer__details">
                    <summary className="oriel-drawer__label">
                      {label}
                      <Chevron />
                    </summary>
                    <div className="oriel-drawer__panel">
                      {/* The section's own page first, then its submenu. */}
                      {section.to ? (
                        <ul className="oriel-drawer__list">
                          <li>
                            <LocalizedLink to={section.to}>{label}</LocalizedLink>
                          </li>
                        </ul>
                      ) : null}
                      <SubmenuGroups section={section} variant="drawer" onLeaf={() => {}} />
                    </div>
                  </details>
                ) : section.to ? (
                  <LocalizedLink to={section.to} className="oriel-drawer__label">
                    {label}
                  </LocalizedLink>
                ) : null}
              </li>
            );
          })}
        </ul>
        <p className="oriel-drawer__lang">
          <LanguageSwitch className="oriel-drawer__lang-link" />
        </p>
      </nav>
    </noscript>
  );
}
