import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setRoles, setToken } from '@courier/shared';
import { AreaOutlet } from '../src/features/areas/components/AreaOutlet';
import { AREAS, areaForPath } from '../src/features/areas/areas';
import { shouldMount } from '../src/features/areas/registry';

function renderAt(path: string) {
  return render(
    <MantineProvider>
      <MemoryRouter initialEntries={[path]}>
        <AreaOutlet />
      </MemoryRouter>
    </MantineProvider>,
  );
}

beforeEach(() => {
  act(() => {
    setToken('t');
    setRoles([]);
  });
});

describe('route guard', () => {
  it('shows "Not allowed" for a page the roles do not open, and never mounts the area', () => {
    act(() => setRoles(['CHAT']));
    renderAt('/clients');
    expect(screen.getByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(shouldMount(areaForPath('/clients')!, '/clients')).toBe(false);
  });

  it('shows nothing of its own when the roles open the page, and the area mounts', () => {
    act(() => setRoles(['clients']));
    renderAt('/clients/42');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(shouldMount(areaForPath('/clients/42')!, '/clients/42')).toBe(true);
  });

  it('shows "Page not found" for an unknown path', () => {
    act(() => setRoles(['WORKERS']));
    renderAt('/workers/a/b');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(shouldMount(areaForPath('/workers/a/b')!, '/workers/a/b')).toBe(false);
  });

  it('mounts nothing without a session', () => {
    act(() => {
      setRoles(['WORKERS']);
      setToken(null);
    });
    expect(shouldMount(areaForPath('/workers')!, '/workers')).toBe(false);
  });

  it('assigns every route of the areas to its area (docs/architecture.md)', () => {
    const expected: Record<string, string> = {
      '/workers': 'mfe_workers',
      '/workers/X': 'mfe_workers',
      '/retrib': 'mfe_workers',
      '/retrib/statements': 'mfe_workers',
      '/vehicles/V1': 'mfe_workers',
      '/clients/1': 'mfe_clients',
      '/users/cfr/2': 'mfe_clients',
      '/planning': 'mfe_planning',
      '/regularMissions/3': 'mfe_planning',
      '/finance/recovery/4': 'mfe_finance',
      '/finance/billing': 'mfe_finance',
      '/settings': 'mfe_settings',
      '/chat': 'mfe_chat',
    };
    for (const [path, name] of Object.entries(expected)) expect(areaForPath(path)?.name).toBe(name);
    expect(areaForPath('/')).toBeUndefined();
    expect(AREAS.map((a) => a.defaultManifest)).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `http://localhost:300${n}/mf-manifest.json`),
    );
  });
});
