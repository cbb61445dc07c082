import { configure, screen } from '@testing-library/react';
import { confirmLeave, hasUnsavedChanges } from '@courier/shared';
import { fakeApi, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { buildRecovery } from './fixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

let api: FakeApi;
let asked: jest.SpyInstance;
beforeEach(() => {
  api = fakeApi();
  api.get('finance/recovery/42', buildRecovery(42));
  asked = jest.spyOn(window, 'confirm').mockReturnValue(false);
});
afterEach(() => asked.mockRestore());

describe('leaving a finance form with unsaved changes', () => {
  it('asks before leaving the billing contact being edited, not once cancelled', async () => {
    const { user, unmount } = renderArea(<AppRoutes />, { path: '/finance/recovery/42?tab=contact' });
    await user.click(await screen.findByRole('button', { name: 'Edit billing contact' }));
    expect(hasUnsavedChanges()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), ' Jr');
    expect(hasUnsavedChanges()).toBe(true);
    expect(confirmLeave()).toBe(false);
    expect(asked).toHaveBeenCalledWith('You have unsaved changes. Leave and lose them?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(hasUnsavedChanges()).toBe(false);
    unmount();
  });

  it("asks before leaving a dispute's reason being typed", async () => {
    const { user, unmount } = renderArea(<AppRoutes />, { path: '/finance/recovery/42?tab=dispute' });
    await user.click(await screen.findByRole('button', { name: 'Mark as disputing' }));
    await user.type(screen.getByRole('textbox', { name: /Reason the client gives/ }), 'Contests');
    expect(hasUnsavedChanges()).toBe(true);
    unmount();
    expect(hasUnsavedChanges()).toBe(false);
  });
});
