import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListSearchInput, LIST_SEARCH_BURST_MS } from '../src';
import { renderArea } from '../src/testing';

const box = () => screen.getByRole('searchbox', { name: 'Search' });
/** Keys at a person's pace (slower than a burst). */
const person = () => userEvent.setup({ delay: LIST_SEARCH_BURST_MS + 30 });

describe('ListSearchInput', () => {
  it('sends each key typed at a person’s pace once it pauses, trimmed, and never the same text twice', async () => {
    const onSearch = jest.fn();
    renderArea(<ListSearchInput value="" onSearch={onSearch} />);
    await person().type(box(), 'ma r {Enter}');
    expect(onSearch.mock.calls.map(([q]) => q)).toEqual(['m', 'ma', 'ma r']);
    expect(box()).toHaveValue('ma r ');
  });

  it('sends a burst of keys once it pauses (the first key waits too), or at once on Enter', async () => {
    jest.useFakeTimers();
    try {
      const onSearch = jest.fn();
      renderArea(<ListSearchInput value="" onSearch={onSearch} />);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(box(), 'mar');
      // No one-letter search: nothing is asked before the keys pause.
      expect(onSearch).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(LIST_SEARCH_BURST_MS));
      expect(onSearch.mock.calls.map(([q]) => q)).toEqual(['mar']);
      // Enter asks at once, without waiting for the pause.
      await user.type(box(), 'tin{Enter}');
      expect(onSearch.mock.calls.map(([q]) => q)).toEqual(['mar', 'martin']);
      act(() => jest.advanceTimersByTime(LIST_SEARCH_BURST_MS * 2));
      expect(onSearch.mock.calls.map(([q]) => q)).toEqual(['mar', 'martin']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps what was typed while the address catches up, and follows a change from outside', async () => {
    const onSearch = jest.fn();
    const { rerender } = renderArea(<ListSearchInput value="" onSearch={onSearch} />);
    await person().type(box(), 'mar');
    // The address answers the first keys late: the box keeps "mar".
    rerender(<ListSearchInput value="m" onSearch={onSearch} />);
    rerender(<ListSearchInput value="ma" onSearch={onSearch} />);
    expect(box()).toHaveValue('mar');
    rerender(<ListSearchInput value="mar" onSearch={onSearch} />);
    expect(box()).toHaveValue('mar');
    // "Clear filters", a link or back: the box shows the address's search.
    rerender(<ListSearchInput value="" onSearch={onSearch} />);
    expect(box()).toHaveValue('');
    rerender(<ListSearchInput value="zed" onSearch={onSearch} />);
    expect(box()).toHaveValue('zed');
    expect(onSearch).toHaveBeenCalledTimes(3);
  });
});
