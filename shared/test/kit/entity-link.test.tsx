import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { EntityLink, canOpenEntity, entityHref, type EntityTarget } from '../../src';

const TARGETS: [EntityTarget, string, string][] = [
  [{ kind: 'client', id: 12 }, '/clients/12', 'CLIENTS'],
  [{ kind: 'worker', code: 'PAR-0042' }, '/workers/PAR-0042', 'WORKERS'],
  [{ kind: 'vehicle', code: 'V-7' }, '/vehicles/V-7', 'VEHICLES'],
  [{ kind: 'invoice', id: 5, clientId: 12 }, '/finance/recovery/12?invoice=5', 'FINANCE'],
  [{ kind: 'shift', id: 860, date: '2026-12-01' }, '/planning?week=2026-12-01&shift=860', 'SHIFTS'],
];

describe('EntityLink decides from the access table', () => {
  it.each(TARGETS)('%j opens %s for the role %s only', (target, href, role) => {
    expect(entityHref(target)).toBe(href);
    expect(canOpenEntity(target, [role])).toBe(true);
    expect(canOpenEntity(target, ['CHAT'])).toBe(false);
    expect(canOpenEntity(target, [])).toBe(false);
  });

  it('is a link for a user whose roles open the page', () => {
    render(
      <MantineProvider>
        <EntityLink kind="client" id={12} roles={['FINANCE', 'CLIENTS']}>
          Dupont SA
        </EntityLink>
      </MantineProvider>,
    );
    expect(screen.getByRole('link', { name: 'Dupont SA' })).toHaveAttribute('href', '/clients/12');
  });

  it('is plain text for a user whose roles do not', () => {
    render(
      <MantineProvider>
        <EntityLink kind="client" id={12} roles={['FINANCE']}>
          Dupont SA
        </EntityLink>
      </MantineProvider>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Dupont SA')).toBeInTheDocument();
  });
});
