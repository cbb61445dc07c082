import { screen } from '@testing-library/react';
import { ListSearchInput } from '../src';
import { renderArea } from '../src/testing';

const box = () => screen.getByRole('searchbox', { name: 'Search' });

describe('ListSearchInput', () => {
  it('sends each key at once, trimmed, and never the same text twice', async () => {
    const onSearch = jest.fn();
    const { user } = renderArea(<ListSearchInput value="" onSearch={onSearch} />);
    await user.type(box(), 'ma r {Enter}');
    expect(onSearch.mock.calls.map(([q]) => q)).toEqual(['m', 'ma', 'ma r']);
    expect(box()).toHaveValue('ma r ');
  });

  it('keeps what was typed while the address catches up, and follows a change from outside', async () => {
    const onSearch = jest.fn();
    const { user, rerender } = renderArea(<ListSearchInput value="" onSearch={onSearch} />);
    await user.type(box(), 'mar');
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
