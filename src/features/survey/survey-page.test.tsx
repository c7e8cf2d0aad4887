// @vitest-environment jsdom
import type { Survey } from '@/shared/contract-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ErrorDialogProvider } from '@/ui/error-dialog-provider';
import { createStore, StateProvider } from '@/shared/state';
import { loader } from './survey-loader';
import SurveyPage from './survey-page';

const gateway = vi.hoisted(() => ({ loadSurvey: vi.fn(), uploadSurveyPhoto: vi.fn(), saveSurveyCustomer: vi.fn() }));
vi.mock('./survey-gateway', () => gateway);
// The page's least loading time (quote §9) is the service.spec e2e's to prove; here it would only slow each test.
vi.mock('@/domain/constants', async (original) => ({ ...(await original<typeof import('@/domain/constants')>()), SURVEY_MIN_LOADING_MS: 0 }));

const gasMeter = { name: 'gas_meter', title: 'Your gas meter', description: null, example_image: null, files: [] };
const radiators = { name: 'radiators', title: 'Any radiator you want moved', description: null, example_image: null, files: [] };
const customer = { id: 31, first_name: 'Priya', last_name: 'Raman', email_address: 'priya@example.co.uk', contact_number: '07700 900123', address_line_1: '14 Mill Lane', postcode: 'LS6 2AB' };
const survey = (required: (typeof gasMeter)[]): Survey =>
  ({ product: { id: 7, product_title: 'Worcester Bosch Greenstar 4000 25kW' }, quote: { quote_id: 'Q1', postcode: 'LS6 2AB' }, required, optional: [radiators], customer }) as unknown as Survey;
const DRAFT_KEY = 'survey-draft:boiler:Q1';

/** The survey page in a tab of its own (a store of its own); `reloadedOn` names a step, from the modules given. */
function open(reloadedOn?: string, Page = SurveyPage, pageLoader = loader, Dialogs = ErrorDialogProvider) {
  const entry = reloadedOn ? { pathname: '/quote/boiler/survey/Q1', search: `?step=${reloadedOn}` } : '/quote/boiler/survey/Q1';
  return render(
    <StateProvider store={createStore()}>
      <Dialogs>
        <RouterProvider
          router={createMemoryRouter(
            [
              { path: '/quote/:type/survey/:quote', loader: pageLoader, Component: Page },
              { path: '/', element: <h1>Home page</h1> },
            ],
            { initialEntries: [entry] },
          )}
        />
      </Dialogs>
    </StateProvider>,
  );
}

/** A reload whose address names `step`: the page's modules start afresh and read the tab's storage as they start, as a page load does. */
async function reloadOn(step: string) {
  vi.resetModules();
  const [page, pageLoader, dialogs] = await Promise.all([import('./survey-page'), import('./survey-loader'), import('@/ui/error-dialog-provider')]);
  return open(step, page.default, pageLoader.loader, dialogs.ErrorDialogProvider);
}

/** The step's own heading (the details form has group headings of its own), once the survey has loaded. */
const stepTitle = () => document.getElementById('survey-step-heading')?.textContent;
const stepHeading = () => screen.findByRole('heading', { level: 2, name: /^(Images|Customer details|Confirmation)$/ });
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const kept = () => JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as { details: { customer: Record<string, string> } | null; reachedStep: string | null } | null;

async function uploadLastPhoto() {
  gateway.uploadSurveyPhoto.mockResolvedValue(survey([]));
  await userEvent.upload(screen.getByLabelText('Choose a photo for Your gas meter'), new File(['x'], 'meter.jpg', { type: 'image/jpeg' }));
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.clearAllMocks();
});

describe('the survey', () => {
  it('asks for the photos first: Continue waits for every required one, and the last one jumps ahead to the details', async () => {
    gateway.loadSurvey.mockResolvedValue({ ok: true, data: survey([gasMeter]) });
    open();
    expect((await stepHeading()).textContent).toBe('Images');
    expect(screen.getByText('Your gas meter')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    expect(next.getAttribute('aria-describedby')).toBe('survey-continue-hint');

    await uploadLastPhoto();
    await waitFor(() => expect(stepTitle()).toBe('Customer details'));
    expect(gateway.uploadSurveyPhoto).toHaveBeenCalledWith('boiler', expect.objectContaining({ required: [gasMeter] }), 'gas_meter', expect.any(File), expect.any(Function));
    // The server's customer fills the form; the step reached is kept for a reload.
    expect(field('First name').value).toBe('Priya');
    expect(kept()?.reachedStep).toBe('details');
  });

  it('a survey with no required photo left opens on the details', async () => {
    gateway.loadSurvey.mockResolvedValue({ ok: true, data: survey([]) });
    open();
    expect((await stepHeading()).textContent).toBe('Customer details');
  });

  it('a failed load goes back, home when the survey is the first page of the tab', async () => {
    gateway.loadSurvey.mockResolvedValue({ ok: false, status: 500, message: 'Server error' });
    open();
    expect((await screen.findByRole('heading', { level: 1, name: 'Home page' })).textContent).toBe('Home page');
  });

  it('a refused save says why in "We encountered a problem" and keeps the step and what was typed', async () => {
    gateway.loadSurvey.mockResolvedValue({ ok: true, data: survey([]) });
    gateway.saveSurveyCustomer.mockResolvedValue({ ok: false, status: 500, message: 'Our booking system is being updated.' });
    open();
    await stepHeading();
    fireEvent.input(field('First name'), { target: { value: 'Anna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('We encountered a problem');
    expect(dialog.textContent).toContain('Our booking system is being updated.');
    expect(gateway.saveSurveyCustomer).toHaveBeenCalledWith('boiler', 7, expect.objectContaining({ customer: expect.objectContaining({ first_name: 'Anna' }) }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(stepTitle()).toBe('Customer details');
    expect(field('First name').value).toBe('Anna');
    expect(kept()?.details?.customer.first_name).toBe('Anna');
  });

  it('a reload on the details returns to them with the typing kept, though the server still asks for a photo', async () => {
    gateway.loadSurvey.mockResolvedValue({ ok: true, data: survey([gasMeter]) });
    const first = open();
    await stepHeading();
    await uploadLastPhoto();
    await waitFor(() => expect(stepTitle()).toBe('Customer details'));
    fireEvent.input(field('First name'), { target: { value: 'Anna' } });
    await waitFor(() => expect(kept()?.details?.customer.first_name).toBe('Anna'));
    first.unmount();

    await reloadOn('details');
    await waitFor(() => expect(stepTitle()).toBe('Customer details'));
    expect(field('First name').value).toBe('Anna');
  });

  it('a reload never opens a step this tab did not reach', async () => {
    gateway.loadSurvey.mockResolvedValue({ ok: true, data: survey([gasMeter]) });
    open('details');
    expect((await stepHeading()).textContent).toBe('Images');
  });

  it('once saved, the confirmation shows and the tab keeps nothing typed; a reload stays on the confirmation', async () => {
    gateway.loadSurvey.mockResolvedValue({ ok: true, data: survey([]) });
    gateway.saveSurveyCustomer.mockResolvedValue({ ok: true, data: survey([]) });
    const first = open();
    await stepHeading();
    fireEvent.input(field('First name'), { target: { value: 'Anna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(stepTitle()).toBe('Confirmation'));
    expect(screen.getByText(/Thank you, your survey is complete/)).toBeTruthy();
    expect(kept()).toEqual({ details: null, reachedStep: 'confirmation' });
    first.unmount();

    await reloadOn('confirmation');
    await waitFor(() => expect(stepTitle()).toBe('Confirmation'));
  });
});
