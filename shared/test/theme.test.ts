import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
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
