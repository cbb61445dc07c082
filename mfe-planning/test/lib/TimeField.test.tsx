import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderArea } from '@courier/shared/testing';
import { normaliseClock, TimeField } from '../../src/lib/TimeField';

describe('TimeField: a 24-hour HH:MM field', () => {
  it.each([
    ['9:30', '09:30'],
    ['930', '09:30'],
    ['9h30', '09:30'],
    ['17.05', '17:05'],
    ['23:59', '23:59'],
    ['24:00', '24:00'],
    ['7 pm', '7 pm'],
  ])('tidies %s as %s', (typed, tidy) => expect(normaliseClock(typed)).toBe(tidy));

  it('is a text field (never the browser AM/PM picker) tidied when left', async () => {
    function Form() {
      const [value, setValue] = useState('');
      return <TimeField label="Start" value={value} onChange={setValue} />;
    }
    const { user } = renderArea(<Form />);
    const input = screen.getByLabelText('Start');
    expect(input).not.toHaveAttribute('type', 'time');
    await user.type(input, '830');
    await user.tab();
    expect(input).toHaveValue('08:30');
  });
});
