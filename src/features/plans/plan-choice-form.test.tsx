// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Plan } from '@/shared/contract-types';
import { CHOOSE_PLAN_MESSAGE, PlanChoiceForm } from './plan-choice-form';

const PLANS: Plan[] = [
  { id: 7, name: 'Essentials', product_price: 1200, product_total: 1200, billing: 'monthly', features: [] },
  { id: 9, name: 'Complete', product_price: 2400, product_total: 2400, billing: 'monthly', features: [] },
];

function renderForm(chosenId: number | null = null) {
  const onSubmit = vi.fn<(plan: Plan) => void>();
  const onChoose = vi.fn<(id: number) => void>();
  render(<PlanChoiceForm plans={PLANS} chosenId={chosenId} onChoose={onChoose} saving={false} onSubmit={onSubmit} />);
  return { onSubmit, onChoose, button: screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement };
}

describe('the plans choice', () => {
  it('never disables Continue: without a choice it shows the error summary and sends nothing', async () => {
    const { onSubmit, button } = renderForm();
    expect(button.disabled).toBe(false);
    await userEvent.setup().click(button);
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(summary.textContent).toContain(CHOOSE_PLAN_MESSAGE);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps each choice for the draft and sends the plan ticked, also when a script ticked it', async () => {
    const user = userEvent.setup();
    const { onSubmit, onChoose, button } = renderForm(7);
    expect(screen.getByRole('radio', { name: /Essentials/ })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('radio', { name: /Complete/ }));
    expect(onChoose).toHaveBeenLastCalledWith(9);
    const essentials = screen.getByRole('radio', { name: /Essentials/ }) as HTMLInputElement;
    essentials.checked = true;
    essentials.dispatchEvent(new Event('change', { bubbles: true }));
    await user.click(button);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].id).toBe(7);
  });
});
