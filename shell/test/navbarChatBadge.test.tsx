import { MantineProvider } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getChatUnread, resetChatUnread, setChatUnread, setChatUnreadLive, setRoles, startChatUnreadPolling } from '@courier/shared';
import { Navbar, NavbarView } from '../src/features/navbar/components/Navbar';

/**
 * The Chat link's unread badge (docs/product.md#chat): the shell reads the total from the
 * shared store (never from the chat area); the link's text stays its label.
 */
afterEach(() => resetChatUnread());

const chatLink = () => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Chat' });

test('a count above 0 shows beside the Chat link and describes it; 0 or unknown shows nothing', () => {
  const { rerender } = render(
    <MantineProvider>
      <NavbarView pathname="/" roles={['CHAT']} productLabel="Coursier" chatUnread={7} />
    </MantineProvider>,
  );
  expect(screen.getByTestId('chat-unread-badge')).toHaveTextContent('7');
  expect(chatLink()).toHaveTextContent(/^Chat$/);
  expect(chatLink()).toHaveAccessibleDescription('7 unread messages');
  rerender(
    <MantineProvider>
      <NavbarView pathname="/" roles={['CHAT']} productLabel="Coursier" chatUnread={150} />
    </MantineProvider>,
  );
  expect(screen.getByTestId('chat-unread-badge')).toHaveTextContent('99+');
  for (const count of [0, null]) {
    rerender(
      <MantineProvider>
        <NavbarView pathname="/" roles={['CHAT']} productLabel="Coursier" chatUnread={count} />
      </MantineProvider>,
    );
    expect(screen.queryByTestId('chat-unread-badge')).toBeNull();
    expect(chatLink()).not.toHaveAttribute('aria-describedby');
  }
});

test('the Navbar follows the shared store: a value pushed by the chat area shows at once', () => {
  setRoles(['CHAT']);
  // A live socket keeps the value: the navbar's own poll is skipped.
  setChatUnreadLive(true);
  render(
    <MantineProvider>
      <MemoryRouter>
        <Navbar />
      </MemoryRouter>
    </MantineProvider>,
  );
  expect(screen.queryByTestId('chat-unread-badge')).toBeNull();
  act(() => setChatUnread(3, 'socket'));
  expect(screen.getByTestId('chat-unread-badge')).toHaveTextContent('3');
  act(() => setChatUnread(0, 'socket'));
  expect(screen.queryByTestId('chat-unread-badge')).toBeNull();
});

test('without the CHAT role there is no badge, whatever the store holds', () => {
  setRoles(['WORKERS']);
  setChatUnread(5, 'socket');
  render(
    <MantineProvider>
      <MemoryRouter>
        <Navbar />
      </MemoryRouter>
    </MantineProvider>,
  );
  expect(screen.queryByTestId('chat-unread-badge')).toBeNull();
});

test('polling: one fetch for several users of the badge, skipped while the socket is live, stopped with the last user', async () => {
  jest.useFakeTimers();
  try {
    let answer = 4;
    const fetchTotal = jest.fn(async () => answer);
    const stopA = startChatUnreadPolling(fetchTotal, 1000);
    const stopB = startChatUnreadPolling(fetchTotal, 1000);
    await act(async () => {});
    expect(fetchTotal).toHaveBeenCalledTimes(1);
    expect(getChatUnread()).toEqual({ total: 4, live: false });
    setChatUnreadLive(true);
    answer = 9;
    await act(async () => jest.advanceTimersByTime(1000));
    expect(fetchTotal).toHaveBeenCalledTimes(1);
    setChatUnreadLive(false);
    await act(async () => jest.advanceTimersByTime(1000));
    expect(fetchTotal).toHaveBeenCalledTimes(2);
    expect(getChatUnread().total).toBe(9);
    stopA();
    stopB();
    await act(async () => jest.advanceTimersByTime(5000));
    expect(fetchTotal).toHaveBeenCalledTimes(2);
  } finally {
    jest.useRealTimers();
  }
});
