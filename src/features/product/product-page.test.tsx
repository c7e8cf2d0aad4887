// @vitest-environment jsdom
import type { ProductDetail } from '@/shared/contract-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { ApiResult } from '@/api/call';
import { errorReporter } from '@/api/error-reporting';
import type { QuotedProduct } from './product-gateway';
import { loader } from './product-loader';
import ProductPage from './product-page';

const gateway = vi.hoisted(() => ({ loadProductDetail: vi.fn(), loadQuotedProduct: vi.fn() }));
vi.mock('./product-gateway', () => gateway);
// Finance examples come from the lenders' lists; the page shows without them.
vi.mock('@/api/use-lender-lists', () => ({ useLenderLists: () => null }));

const boiler: ProductDetail = {
  id: 7,
  product_title: 'Worcester Bosch Greenstar 4000 25kW',
  product_brand: 'Worcester Bosch',
  product_type: 'combi',
  category: 'boiler',
  image: 'https://images.example-energy.co.uk/products/boiler-white.svg',
  index: 0,
  price_before_discount: 250_000,
  price_after_discount: 214_500,
  finance_options: [],
  warranty_years: 10,
  next_day: true,
  delay_days: 0,
  description: 'A quiet, compact combi boiler.',
  specifications: [{ name: 'Output', value: '25 kW' }],
  whats_included: ['Fitting by a Gas Safe engineer'],
  gallery: [],
  documents: [{ name: 'Brochure', url: 'https://example.com/brochure.pdf' }],
};

/** Answers each call when the test says so. */
function held<T>() {
  let settle!: (result: ApiResult<T>) => void;
  const promise = new Promise<ApiResult<T>>((resolve) => (settle = resolve));
  return { promise, settle };
}

/** The product page at `address`, after `before` pages in this tab (none: opened from a link in a new tab). */
function open(address: string, { before = [] as string[] } = {}) {
  const entries = [...before, { pathname: address.split('?')[0]!, search: address.includes('?') ? `?${address.split('?')[1]}` : '' }];
  const routes = [
    { path: '/product/:type/:product', loader, Component: ProductPage },
    { path: '/quote/:type/results/:quote?', element: <h1>Results page</h1> },
    { path: '/previous', element: <h1>The page before</h1> },
  ];
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 })} />);
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the product detail page', () => {
  it('shows a visible wait, then the product with its price and what is in it', async () => {
    const detail = held<ProductDetail>();
    gateway.loadProductDetail.mockReturnValue(detail.promise);
    open('/product/boiler/7');
    expect((await screen.findByRole('status')).textContent).toContain('Loading the product');
    expect(gateway.loadProductDetail).toHaveBeenCalledWith('boiler', 7, expect.any(AbortSignal));

    detail.settle({ ok: true, data: boiler });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Worcester Bosch Greenstar 4000 25kW');
    // The title is written by an effect, which may run a moment after the heading is painted.
    await waitFor(() => expect(document.title).toContain('Worcester Bosch Greenstar 4000 25kW'));
    expect(screen.getByText('£2,145.00')).toBeTruthy();
    expect(screen.getByText('£2,500.00')).toBeTruthy();
    expect(screen.getByText('Output')).toBeTruthy();
    expect(screen.getByText('Fitting by a Gas Safe engineer')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Brochure/ }).getAttribute('target')).toBe('_blank');
    // Opened from a link without a quote: no quote's price is asked for.
    expect(gateway.loadQuotedProduct).not.toHaveBeenCalled();
  });

  it.each([
    ['opened from the results', ['/quote/boiler/results/QTEST1']],
    ['opened from a shared link', []],
  ])('with its quote, %s, shows the price of the quote its choice checks out with', async (_how, before) => {
    gateway.loadProductDetail.mockResolvedValue({ ok: true, data: boiler });
    const quoted: QuotedProduct = { relocation: 30_000, product: { ...boiler, price_before_discount: 240_000, price_after_discount: 199_900 } };
    gateway.loadQuotedProduct.mockResolvedValue({ ok: true, data: quoted });
    open('/product/boiler/7?quote=QTEST1', { before });
    await screen.findByRole('heading', { level: 1 });
    expect(gateway.loadQuotedProduct).toHaveBeenCalledWith('boiler', 'QTEST1', 7, expect.any(AbortSignal));
    // The quote's price with its relocation (£1,999 + £300), not the list price.
    expect(screen.getByText('£2,299.00')).toBeTruthy();
    expect(screen.queryByText('£2,145.00')).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose this boiler' }).getAttribute('href')).toBe('/checkout/boiler/QTEST1?product=7');
  });

  it('shows the picture at the address the server gave, as given', async () => {
    gateway.loadProductDetail.mockResolvedValue({ ok: true, data: boiler });
    open('/product/boiler/7');
    expect((await screen.findByRole('img', { name: boiler.product_title })).getAttribute('src')).toBe('https://images.example-energy.co.uk/products/boiler-white.svg');
  });

  it('the choice goes to checkout with the quote and product for a type bought online', async () => {
    gateway.loadProductDetail.mockResolvedValue({ ok: true, data: boiler });
    gateway.loadQuotedProduct.mockResolvedValue({ ok: true, data: null });
    open('/product/boiler/7?quote=QTEST1');
    const choose = await screen.findByRole('link', { name: 'Choose this boiler' });
    expect(choose.getAttribute('href')).toBe('/checkout/boiler/QTEST1?product=7');
    expect(screen.getByRole('link', { name: 'Back to your results' }).getAttribute('href')).toBe('/quote/boiler/results/QTEST1');
  });

  it('the choice is an enquiry for a type sold by enquiry', async () => {
    gateway.loadProductDetail.mockResolvedValue({ ok: true, data: { ...boiler, category: 'solar', panels: 10 } });
    gateway.loadQuotedProduct.mockResolvedValue({ ok: true, data: null });
    open('/product/solar/7?quote=QTEST1');
    const choose = await screen.findByRole('link', { name: /^Enquire about this / });
    expect(choose.getAttribute('href')).toBe('/enquire/solar/QTEST1?product=7');
  });

  it('a failed load is logged quietly and goes back one page', async () => {
    const report = vi.spyOn(errorReporter(), 'captureException');
    gateway.loadProductDetail.mockResolvedValue({ ok: false, status: 500, message: 'Server error' });
    open('/product/boiler/7', { before: ['/previous'] });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('The page before');
    expect(report).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({ type: 'boiler', productId: 7, status: 500 }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a failed load on the first page of the tab goes to the type’s results, with the quote', async () => {
    gateway.loadProductDetail.mockResolvedValue({ ok: false, status: 404, message: 'Not found' });
    open('/product/boiler/7?quote=QTEST1');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Results page');
  });

  it('an address without a product number loads nothing and goes back', async () => {
    open('/product/boiler/not-a-number', { before: ['/previous'] });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('The page before');
    expect(gateway.loadProductDetail).not.toHaveBeenCalled();
  });
});
