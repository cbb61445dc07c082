import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoot, lazyComponent } from '../src';

// The pages of the area are chunks of their own: a loading state until the code arrives, the
// page as soon as it is there, and a failed download (a network blip) that loads again on Retry
// instead of staying broken until a reload.
function Page({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

function Broken(): never {
  throw new Error('The page crashed');
}

const fallback = <p>Loading…</p>;

describe('lazyComponent', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows the fallback until the code has arrived, then the component with its props', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Page }));
    const LazyPage = lazyComponent(load, { fallback });
    render(<LazyPage name="Jeanne" />, { wrapper: AreaRoot });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hello Jeanne' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without the fallback, when the code is already loaded (preload)', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Page }));
    const LazyPage = lazyComponent(load, { fallback });
    await LazyPage.preload();
    render(<LazyPage name="Paul" />, { wrapper: AreaRoot });
    expect(screen.getByRole('heading', { name: 'Hello Paul' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a failed download in place, once, and downloads again on Retry', async () => {
    const user = userEvent.setup();
    const load = jest
      .fn<Promise<{ default: typeof Page }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 834 failed.'))
      .mockResolvedValue({ default: Page });
    const LazyPage = lazyComponent(load, { fallback });
    render(<LazyPage name="Jeanne" />, { wrapper: AreaRoot });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(alert).toHaveTextContent('Loading chunk 834 failed.');
    expect(load).toHaveBeenCalledTimes(1); // no download loop behind the user's back

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Hello Jeanne' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("leaves a crash of the component itself to the area's error boundary", async () => {
    const LazyBroken = lazyComponent(() => Promise.resolve({ default: Broken }), {
      fallback,
      failureTitle: 'The chart could not be loaded',
    });
    render(<LazyBroken />, { wrapper: AreaRoot });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This area stopped working');
    expect(alert).toHaveTextContent('The page crashed');
    expect(alert).not.toHaveTextContent('could not be loaded');
  });
});
