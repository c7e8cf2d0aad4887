import { Link } from 'react-router-dom';
import { PHONE_DISPLAY, PHONE_HREF } from '@/ui/contact-details';
import { usePageTitle } from '@/ui/page-title';
import { paths } from '@/domain/route-manifest';
import type { QuoteType } from '@/domain/product-types';

interface ProductLink {
  type: QuoteType;
  title: string;
  text: string;
  image: string;
}

const PRODUCTS: readonly ProductLink[] = [
  { type: 'boiler', title: 'New boiler', text: 'Fixed price, fitted by our engineers', image: '/images/boiler-white.svg' },
  { type: 'boiler-service', title: 'Boiler service', text: 'Annual service by a Gas Safe engineer', image: '/images/service.svg' },
  { type: 'heat-pump', title: 'Heat pump', text: 'Low-carbon heating, grant applied for you', image: '/images/heat-pump.svg' },
  { type: 'solar', title: 'Solar panels', text: 'Make your own electricity', image: '/images/solar.svg' },
  { type: 'battery', title: 'Home battery', text: 'Store cheap or solar energy', image: '/images/battery.svg' },
  { type: 'ev', title: 'EV charger', text: 'Charge your car at home', image: '/images/ev-charger.svg' },
  { type: 'aircon', title: 'Air conditioning', text: 'Cool in summer, warm in winter', image: '/images/aircon.svg' },
];

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
          {PRODUCTS.map((product) => (
            <li key={product.type}>
              <Link to={paths.quote(product.type)} className="ui-link-card">
                <img src={product.image} alt="" width={72} height={72} fetchPriority="low" />
                <span className="ui-link-card__title">{product.title}</span>
                <span className="ui-link-card__text">{product.text}</span>
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
