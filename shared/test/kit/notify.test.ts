import { notifications } from '@mantine/notifications';
import { ApiError, clearErrorNotification, notifyError, notifySuccess } from '../../src';

jest.mock('@mantine/notifications', () => ({ notifications: { show: jest.fn(), hide: jest.fn() } }));

describe('keyed notifications', () => {
  it("clears an action's error when its success follows", () => {
    notifyError(new ApiError(500, 'INTERNAL', 'Server down'), 'Saving failed', { key: 'save-client' });
    expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ id: 'error:save-client', color: 'red' }));
    notifySuccess('Saved', 'Done', { key: 'save-client' });
    expect(notifications.hide).toHaveBeenCalledWith('error:save-client');
  });

  it('hides nothing for a success whose action showed no error', () => {
    clearErrorNotification('never-failed');
    notifySuccess('Saved', 'Done', { key: 'other' });
    expect(notifications.hide).not.toHaveBeenCalled();
  });
});
