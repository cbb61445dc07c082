import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderArea } from '@courier/shared/testing';
import { DateField, parseDay } from '@courier/shared';

describe('DateField: a day typed as the portal shows days', () => {
  it.each([
    ['06/04/2026', '2026-04-06'],
    ['6/4/2026', '2026-04-06'],
    ['2026-04-06', '2026-04-06'],
    ['31/02/2026', null],
    ['04/06', null],
  ])('reads %s as %s', (typed, day) => expect(parseDay(typed)).toBe(day));

  it('shows its day as 06/04/2026 (never the browser date picker) and gives YYYY-MM-DD', async () => {
    const days: string[] = [];
    function Form() {
      const [value, setValue] = useState('2026-04-06');
      return (
        <DateField
          label="Day"
          value={value}
          onChange={(v) => {
            days.push(v);
            setValue(v);
          }}
        />
      );
    }
    const { user } = renderArea(<Form />);
    const input = screen.getByLabelText('Day');
    expect(input).not.toHaveAttribute('type', 'date');
    expect(input).toHaveValue('06/04/2026');
    await user.clear(input);
    await user.type(input, '1/5/2026');
    expect(days.at(-1)).toBe('2026-05-01');
    await user.tab();
    expect(input).toHaveValue('01/05/2026');
  });
});
