import { render, screen } from '@testing-library/react';
import { App } from '../src/app/App';

describe('mfe-planning', () => {
  afterEach(() => window.history.pushState(null, '', '/'));

  it('serves /planning', async () => {
    window.history.pushState(null, '', '/planning');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Planning' })).toBeInTheDocument();
    expect(screen.getByText('/planning', { selector: 'code' })).toBeInTheDocument();
  });

  it('serves /regularMissions', async () => {
    window.history.pushState(null, '', '/regularMissions');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Missions régulières' })).toBeInTheDocument();
    expect(screen.getByText('/regularMissions', { selector: 'code' })).toBeInTheDocument();
  });

  it('serves /regularMissions/:regularMissionId', async () => {
    window.history.pushState(null, '', '/regularMissions/X-42');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Missions régulières' })).toBeInTheDocument();
    expect(screen.getByText('/regularMissions/:regularMissionId', { selector: 'code' })).toBeInTheDocument();
  });

  it('renders nothing on a path of another area', () => {
    window.history.pushState(null, '', '/somewhere-else');
    const { container } = render(<App />);
    expect(container.querySelector('h1')).toBeNull();
  });

  it('exposes single-spa lifecycles', async () => {
    const lifecycles = await import('../src/lifecycles');
    expect(typeof lifecycles.bootstrap).toBe('function');
    expect(typeof lifecycles.mount).toBe('function');
    expect(typeof lifecycles.unmount).toBe('function');
  });
});
