import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EMAIL, OPENING_HOURS, PHONE_DISPLAY, PHONE_HREF } from './shop-contact';
import { PROFILES } from '@/domain/product-profiles';
import { PRODUCT_TYPES } from '@/domain/product-types';
import { paths } from '@/domain/route-manifest';

export const MAIN_CONTENT_ID = 'main-content';

/** A new page's start: to the top (at once for reduced motion or `at: 'once'`), focus on the main content. */
export function moveToPageStart({ at = 'smoothly' }: { at?: 'smoothly' | 'once' } = {}) {
  const reducedMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: at === 'once' || reducedMotion ? 'instant' : 'smooth' });
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}

function Logo() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#fff" />
      <path d="M16 6c-4 5-7 8-7 12a7 7 0 0 0 14 0c0-4-3-7-7-12z" fill="#0b5d4b" />
      <path d="M16 14c-1.8 2.3-3 3.8-3 5.4a3 3 0 0 0 6 0c0-1.6-1.2-3.1-3-5.4z" fill="#ffd166" />
    </svg>
  );
}

export function SiteHeader() {
  return (
    <header className="ui-header">
      <div className="ui-header__inner">
        <Link to="/" className="ui-brand">
          <Logo />
          <span>Home Energy</span>
          <span className="ui-visually-hidden"> – home page</span>
        </Link>
        <nav className="ui-nav" aria-label="Main">
          <ul>
            <li>
              <Link to="/quote">Get a quote</Link>
            </li>
            <li>
              <Link to="/contact">Contact us</Link>
            </li>
            <li>
              <a href={PHONE_HREF}>
                <span className="ui-visually-hidden">Call us on </span>
                {PHONE_DISPLAY}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

export function SiteFooter() {
  return (
    <footer className="ui-footer">
      <div className="ui-footer__inner">
        <div>
          <h2>Home Energy</h2>
          <p>Fixed-price boilers, heat pumps, solar, batteries, EV chargers and air conditioning, fitted by our own Gas Safe and MCS-certified engineers.</p>
          <p className="ui-footer__legal">
            We are a credit broker, not a lender. Finance is subject to status and affordability. Prices include VAT and installation.
          </p>
        </div>
        <div>
          <h2>Get a quote</h2>
          <ul>
            {PRODUCT_TYPES.filter((type) => PROFILES[type].footerLink).map((type) => (
              <li key={type}>
                <Link to={paths.quote(type)}>{PROFILES[type].footerLink}</Link>
              </li>
            ))}
            <li>
              <Link to="/quote">All products</Link>
            </li>
          </ul>
        </div>
        <div>
          <h2>Talk to us</h2>
          <ul>
            <li>
              <a href={PHONE_HREF}>{PHONE_DISPLAY}</a>
            </li>
            <li>
              <a href={`mailto:${EMAIL}`}>{EMAIL}</a>
            </li>
            <li>{OPENING_HOURS}</li>
            <li>
              <Link to="/contact">Contact us</Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

/** Skip link, header, the main landmark (focused after each navigation) and footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="ui-shell">
      <a className="ui-skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} className="ui-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
