import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { setLocale } from '../src/format/locale';
import { DIMMED_TEXT, contrastRatio, portalCssVariables, portalTheme } from '../src/ui/theme';

// The theme's colours meet WCAG 2.1 AA for text (4.5:1); the browser tests check the pages
// themselves with axe-core (e2e/tests/accessibility.spec.ts).
const theme = mergeMantineTheme(DEFAULT_THEME, portalTheme);
const light = portalCssVariables(theme).light;
const WHITE = '#ffffff';
const LIGHT_GRAYS = ['#ffffff', '#f8f9fa', '#f1f3f5', '#e9ecef'];
const palettes = Object.entries(theme.colors).filter(([, p]) => Array.isArray(p));

describe('portal theme contrast', () => {
  it('gives dimmed text at least 4.5:1 on white and on the light grays', () => {
    expect(light['--mantine-color-dimmed']).toBe(DIMMED_TEXT);
    for (const bg of LIGHT_GRAYS) expect(contrastRatio(DIMMED_TEXT, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(palettes.map(([name]) => name))(
    'gives %s text, filled and light variants at least 4.5:1',
    (name) => {
      const v = (key: string) => light[`--mantine-color-${name}-${key}`];
      expect(contrastRatio(WHITE, v('filled'))).toBeGreaterThanOrEqual(4.5);
      for (const bg of ['#ffffff', '#f1f3f5']) {
        expect(contrastRatio(v('text'), bg)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(v('outline'), bg)).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrastRatio(v('light-color'), theme.colors[name][1])).toBeGreaterThanOrEqual(4.5);
    },
  );

  /** `color` drawn at `opacity` over `bg` (a NavLink's description is at 90 %). */
  const over = (color: string, bg: string, opacity: number) => {
    const ch = (c: string, i: number) => parseInt(c.slice(1 + 2 * i, 3 + 2 * i), 16);
    return `#${[0, 1, 2]
      .map((i) => Math.round(ch(color, i) * opacity + ch(bg, i) * (1 - opacity)).toString(16).padStart(2, '0'))
      .join('')}`;
  };

  it.each(palettes.map(([name]) => name))(
    'keeps %s light-color at least 4.5:1 on the light background and on its hover (an active NavLink under the mouse)',
    (name) => {
      const v = (key: string) => light[`--mantine-color-${name}-${key}`];
      // The backgrounds the check is made against are the ones drawn (Mantine's shades 1 and 2).
      expect(v('light')).toBe(theme.colors[name][1]);
      expect(v('light-hover')).toBe(theme.colors[name][2]);
      for (const bg of [v('light'), v('light-hover')]) {
        expect(contrastRatio(v('light-color'), bg)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(over(v('light-color'), bg, 0.9), bg)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('fixes the active side-menu link hovered that axe found (indigo: #334bbd on #bac8ff was 4.43:1)', () => {
    expect(contrastRatio('#334bbd', theme.colors.indigo[2])).toBeLessThan(4.5);
    expect(light['--mantine-color-indigo-light-hover']).toBe('#bac8ff');
    expect(contrastRatio(light['--mantine-color-indigo-light-color'], '#bac8ff')).toBeGreaterThanOrEqual(4.5);
  });

  it("names every dialog's and drawer's close button in the page's language", () => {
    for (const component of [theme.components.Modal, theme.components.Drawer]) {
      expect({ ...component?.defaultProps }).toMatchObject({ closeButtonProps: { 'aria-label': 'Close' } });
      setLocale('fr');
      try {
        expect({ ...component?.defaultProps }).toMatchObject({ closeButtonProps: { 'aria-label': 'Fermer' } });
      } finally {
        setLocale('en');
      }
    }
  });

  it('gives every notification a named close button and a readable message under its title', () => {
    const notification = theme.components.Notification;
    expect({ ...notification?.defaultProps }).toMatchObject({ closeButtonProps: { 'aria-label': 'Close notification' } });
    setLocale('fr');
    try {
      expect({ ...notification?.defaultProps }).toMatchObject({ closeButtonProps: { 'aria-label': 'Fermer la notification' } });
    } finally {
      setLocale('en');
    }
    const styles = notification?.styles as (t: typeof theme, props: Record<string, unknown>, ctx: unknown) => {
      description: Record<string, string>;
    };
    // Mantine draws a titled message in gray-6 (3.3:1 on white): the portal's dimmed gray instead.
    expect(styles(theme, { title: 'Done' }, {}).description).toEqual({ color: 'var(--mantine-color-dimmed)' });
    expect(contrastRatio(DIMMED_TEXT, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Without a title Mantine's black stays.
    expect(styles(theme, {}, {}).description).toEqual({});
  });

  it('keeps the primary colour and links at least 4.5:1 and underlines links', () => {
    expect(light['--mantine-color-anchor']).toBe('var(--mantine-color-indigo-text)');
    expect(contrastRatio(WHITE, theme.colors.indigo[7])).toBeGreaterThanOrEqual(4.5);
    expect(theme.components.Anchor?.defaultProps).toMatchObject({ underline: 'always' });
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });
});
