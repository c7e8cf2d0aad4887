// @vitest-environment jsdom
import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from './call';
import { useLoad, type Loader } from './use-load';

function Page({ reference, load }: { reference: string; load: Loader<string> }) {
  const result = useLoad(`page:${reference}`, load);
  return <p>{result === null ? 'Loading' : result.ok ? result.data : `Failed ${result.status}`}</p>;
}

function deferred() {
  let resolve!: (result: ApiResult<string>) => void;
  const answer = new Promise<ApiResult<string>>((settle) => (resolve = settle));
  return { answer, resolve };
}

const flushTimers = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

describe('useLoad', () => {
  it('sends one call under StrictMode, shows the wait, then the answer', async () => {
    const { answer, resolve } = deferred();
    const load = vi.fn<Loader<string>>(() => answer);
    render(
      <StrictMode>
        <Page reference="A1" load={load} />
      </StrictMode>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await flushTimers();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]?.[0].aborted).toBe(false);
    await act(async () => resolve({ ok: true, data: 'Order A1' }));
    expect(screen.getByText('Order A1')).toBeTruthy();
  });

  it('aborts the call when the page goes away, and ignores its late answer', async () => {
    const { answer } = deferred();
    const load = vi.fn<Loader<string>>(() => answer);
    const view = render(<Page reference="A2" load={load} />);
    const signal = load.mock.calls[0]![0];
    view.unmount();
    await flushTimers();
    expect(signal.aborted).toBe(true);
  });

  it('a new key is a new call; the old one is aborted', async () => {
    const load = vi.fn<Loader<string>>(() => new Promise(() => {}));
    const view = render(<Page reference="A3" load={load} />);
    view.rerender(<Page reference="B3" load={load} />);
    await flushTimers();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load.mock.calls[0]![0].aborted).toBe(true);
    expect(load.mock.calls[1]![0].aborted).toBe(false);
  });

  it('each page owns its call: a second page under the same key sends its own, and the first leaving does not abort it', async () => {
    const first = deferred();
    const second = deferred();
    const load = vi.fn<Loader<string>>().mockReturnValueOnce(first.answer).mockReturnValueOnce(second.answer);
    const one = render(<Page reference="A5" load={load} />);
    render(<Page reference="A5" load={load} />);
    expect(load).toHaveBeenCalledTimes(2);
    one.unmount();
    await flushTimers();
    expect(load.mock.calls[0]![0].aborted).toBe(true);
    expect(load.mock.calls[1]![0].aborted).toBe(false);
    await act(async () => second.resolve({ ok: true, data: 'Order A5' }));
    expect(screen.getByText('Order A5')).toBeTruthy();
  });
});
