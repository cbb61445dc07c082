import { Suspense } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoot } from '@courier/shared';
import { lazyWithRetry } from '../../src/lib/lazyWithRetry';

// The pages of the area are lazy chunks: one that fails to download (a network blip) must load
// again on Retry, not stay broken until a reload as with React.lazy alone.
function Page({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

function Broken(): never {
  throw new Error('The page crashed');
}

function renderInArea(node: React.ReactNode) {
  return render(
    <AreaRoot>
      <Suspense fallback={<p>Loading…</p>}>{node}</Suspense>
    </AreaRoot>,
  );
}

describe('lazyWithRetry', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows a failed download in place, once, and downloads again on Retry', async () => {
    const user = userEvent.setup();
    const load = jest
      .fn<Promise<{ default: typeof Page }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 834 failed.'))
      .mockResolvedValue({ default: Page });
    const LazyPage = lazyWithRetry(load);
    renderInArea(<LazyPage name="Jeanne" />);

    expect(screen.getByText('Loading…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(alert).toHaveTextContent('Loading chunk 834 failed.');
    expect(load).toHaveBeenCalledTimes(1); // no download loop behind the user's back

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Hello Jeanne' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("leaves a crash of the page itself to the area's error boundary", async () => {
    const LazyBroken = lazyWithRetry(
      () => Promise.resolve({ default: Broken }),
      'The chart could not be loaded',
    );
    renderInArea(<LazyBroken />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This area stopped working');
    expect(alert).toHaveTextContent('The page crashed');
    expect(alert).not.toHaveTextContent('could not be loaded');
  });

  it('preload() starts the download before the first render', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Page }));
    const LazyPage = lazyWithRetry(load);
    LazyPage.preload();
    expect(load).toHaveBeenCalledTimes(1);
    renderInArea(<LazyPage name="Paul" />);
    expect(await screen.findByRole('heading', { name: 'Hello Paul' })).toBeInTheDocument();
  });
});
