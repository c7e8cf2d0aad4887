import { Link } from 'react-router-dom';
import { PHONE_DISPLAY, PHONE_HREF } from '@/ui/shop-contact';
import { usePageTitle } from '@/ui/page-title';
import { paths } from '@/domain/route-manifest';
import { QUOTE_TYPES } from '@/domain/product-types';
import { QUOTE_PROFILES } from '@/domain/product-profiles';

export default function HomePage() {
  usePageTitle('Fixed-price home energy, installed');
  return (
    <>
      <section className="ui-hero" aria-labelledby="home-title">
        <h1 id="home-title">Home energy, priced and installed</h1>
        <p className="ui-lede">
          Answer a few questions about your home and see fixed prices straight away, with no home visit to get a quote. Optional extras, such as smart controls, are priced before you order.
        </p>
        <p>
          <Link to={paths.quote('boiler')} className="ui-button ui-button--block">
            Get a boiler quote
          </Link>
        </p>
      </section>

      <section aria-labelledby="products-title">
        <h2 id="products-title">What can we quote for?</h2>
        <ul className="ui-link-grid">
          {QUOTE_TYPES.map((type) => (
            <li key={type}>
              <Link to={paths.quote(type)} className="ui-link-card">
                <img src={QUOTE_PROFILES[type].picture} alt="" width={72} height={72} fetchPriority="low" />
                <span className="ui-link-card__title">{QUOTE_PROFILES[type].homeCard.title}</span>
                <span className="ui-link-card__text">{QUOTE_PROFILES[type].homeCard.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="trust-title">
        <h2 id="trust-title">Why customers choose us</h2>
        <ul className="ui-trust">
          <li>
            <h3>Fixed prices</h3>
            <p>The price you see includes installation, VAT and every compulsory cost, and it will not change on the day. Extras are your choice, each with its own price.</p>
          </li>
          <li>
            <h3>Spread the cost</h3>
            <p>Pay in full or on monthly finance, with interest-free plans on selected products. We are a credit broker, not a lender.</p>
          </li>
          <li>
            <h3>Our own installers</h3>
            <p>Qualified, insured engineers fit and register every installation, with 14 days to change your mind after you order.</p>
          </li>
        </ul>
        <p>
          Prefer to talk? Call <a href={PHONE_HREF}>{PHONE_DISPLAY}</a>.
        </p>
      </section>
    </>
  );
}
