import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { setLocale } from '@courier/shared';
import { DateField, parseDay } from '../../src/components/DateField';

function Field({ initial, onDay }: { initial: string; onDay: (day: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider>
      <DateField
        label="Day"
        value={value}
        onChange={(day) => {
          setValue(day);
          onDay(day);
        }}
      />
    </MantineProvider>
  );
}

describe('DateField', () => {
  afterEach(() => act(() => setLocale('en')));

  it('reads days as the portal writes them, or as ISO days, and refuses others', () => {
    expect(parseDay('31/12/2026')).toBe('2026-12-31');
    expect(parseDay('6/4/2026')).toBe('2026-04-06');
    expect(parseDay('2026-04-06')).toBe('2026-04-06');
    expect(parseDay('31/02/2026')).toBeNull();
    expect(parseDay('12/31/2026')).toBeNull();
    expect(parseDay('soon')).toBeNull();
  });

  it('shows the day as 31/12/2026 with the placeholder of the language, and gives the ISO day', () => {
    act(() => setLocale('fr'));
    const onDay = jest.fn();
    render(<Field initial="2026-12-31" onDay={onDay} />);
    const input = screen.getByLabelText('Day');
    expect(input).toHaveValue('31/12/2026');
    expect(input).toHaveAttribute('placeholder', 'JJ/MM/AAAA');
    fireEvent.change(input, { target: { value: '1/2/2027' } });
    expect(onDay).toHaveBeenLastCalledWith('2027-02-01');
    fireEvent.blur(input);
    expect(input).toHaveValue('01/02/2027');
  });
});
