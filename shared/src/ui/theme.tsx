import type { ReactNode } from 'react';
import {
  Anchor,
  Badge,
  Drawer,
  MantineProvider,
  Modal,
  Notification,
  Pagination,
  createTheme,
  type CSSVariablesResolver,
  type MantineTheme,
} from '@mantine/core';
import { sharedT } from '../i18n/createAreaI18n';

/** The one theme of the portal (shell, areas and standalone dev hosts). */
const PAGER_CONTROLS = { first: 'shared.pager.first', previous: 'shared.pager.previous', next: 'shared.pager.next', last: 'shared.pager.last' } as const;


export const portalTheme = createTheme({
  primaryColor: 'indigo',
  // indigo-7: white on the primary colour is 5:1 (indigo-6, Mantine's default, is 4.3:1).
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    // Links are underlined, not told apart from the text around them by colour only (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // A badge never truncates ("AC…" for ACTIVE): its label keeps its full width and the column
    // or line around it grows instead (Mantine's default clips with an ellipsis).
    Badge: Badge.extend({
      styles: {
        root: { overflow: 'visible', maxWidth: 'none', flexShrink: 0 },
        label: { overflow: 'visible', textOverflow: 'clip' },
      },
    }),
    // Every pager's arrows and pages have names (axe: buttons must have discernible text).
    Pagination: Pagination.extend({
      defaultProps: {
        getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({ 'aria-label': sharedT(PAGER_CONTROLS[control]) }),
        getItemProps: (page: number) => ({ 'aria-label': sharedT('shared.list.page', { page }) }),
      },
    }),
    // Every notification (notify.ts's and any other): its close button has a name (axe:
    // button-name), and the message under a title is the portal's dimmed gray, not Mantine's
    // gray-6 (#868e96, 3.3:1 on the notification's white; axe: color-contrast).
    // Every dialog's and drawer's × has a name too, in the page's language (a getter: Mantine
    // spreads the default props at each render).
    Modal: Modal.extend({
      defaultProps: {
        get closeButtonProps() {
          return { 'aria-label': sharedT('shared.close') };
        },
      },
    }),
    Drawer: Drawer.extend({
      defaultProps: {
        get closeButtonProps() {
          return { 'aria-label': sharedT('shared.close') };
        },
      },
    }),
    Notification: Notification.extend({
      defaultProps: {
        // A getter: Mantine spreads the default props at each render, so the name follows the language.
        get closeButtonProps() {
          return { 'aria-label': sharedT('shared.notify.close') };
        },
      },
      styles: (_theme, props) => ({
        description: props.title ? { color: 'var(--mantine-color-dimmed)' } : {},
      }),
    }),
  },
});

// ---- Contrast (WCAG 2.1 AA, checked by the browser tests with axe-core: e2e/tests/accessibility.spec.ts)

type Rgb = [number, number, number];
const WHITE: Rgb = [255, 255, 255];
/** gray-1 (#f1f3f5): the darkest of the light grays the kit puts text on (table stripes, hovers). */
const LIGHT_GRAY: Rgb = [241, 243, 245];
/** 4.5:1 is AA for text; a little more so that rounding never tips a colour under it. */
const AA_TEXT = 4.6;

const rgb = (hex: string): Rgb => {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
};
const hex = (c: Rgb) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
const mix = (a: Rgb, b: Rgb, weightOfA: number): Rgb =>
  a.map((v, i) => v * weightOfA + b[i] * (1 - weightOfA)) as Rgb;
const luminance = (c: Rgb) => {
  const [r, g, b] = c.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
/** The WCAG contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(rgb(a)), luminance(rgb(b))];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
/** `color`, darkened in small steps until `passes` holds for it. */
function darkenUntil(color: string, passes: (c: Rgb) => boolean): string {
  let c = rgb(color);
  for (let i = 0; i < 40 && !passes(c); i++) c = mix(c, [0, 0, 0], 0.95);
  return hex(c);
}
const ratio = (a: Rgb, b: Rgb) => contrastRatio(hex(a), hex(b));

/**
 * Dimmed text (`c="dimmed"`, descriptions, hints): Mantine's default (gray-6, #868e96) is 3.3:1
 * on white; this gray is 6.1:1 on white and 5.1:1 on gray-2.
 */
export const DIMMED_TEXT = '#5c636a';

/**
 * The colour variables of every palette colour, in the light scheme, made to reach AA where
 * Mantine's defaults do not (teal, green, orange, red, cyan… are 2.5 to 4.3:1), so that every
 * component of every area passes without choosing shades itself:
 * - `filled`: white text on it (buttons, filled badges) at least 4.6:1;
 * - `text` (`c="red"`, errors) and `outline` (outline buttons): at least 4.6:1 on gray-1;
 * - `light-color` (light badges, alerts, subtle buttons, active nav links): at least 4.6:1 on
 *   the colour's light background (`light`, shade 1) and on its hover background
 *   (`light-hover`, shade 2: an active NavLink under the mouse), even at the 90 % opacity of
 *   a NavLink's description. Both backgrounds are set here too, so the check covers what is drawn.
 */
function accessibleColorVariables(theme: MantineTheme): Record<string, string> {
  const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  const vars: Record<string, string> = {};
  for (const [name, palette] of Object.entries(theme.colors)) {
    if (!Array.isArray(palette) || palette.length < 10 || !palette.every((c) => /^#[0-9a-f]{6}$/i.test(c)))
      continue;
    const filled = darkenUntil(palette[shade], (c) => ratio(WHITE, c) >= AA_TEXT);
    const text = darkenUntil(palette[shade], (c) => ratio(c, LIGHT_GRAY) >= AA_TEXT);
    const lightBgs = [rgb(palette[1]), rgb(palette[2])];
    const lightColor = darkenUntil(palette[9], (c) =>
      lightBgs.every((bg) => ratio(mix(c, bg, 0.9), bg) >= AA_TEXT),
    );
    vars[`--mantine-color-${name}-filled`] = filled;
    vars[`--mantine-color-${name}-filled-hover`] = hex(mix(rgb(filled), [0, 0, 0], 0.88));
    vars[`--mantine-color-${name}-text`] = text;
    vars[`--mantine-color-${name}-outline`] = text;
    vars[`--mantine-color-${name}-light`] = palette[1];
    vars[`--mantine-color-${name}-light-hover`] = palette[2];
    vars[`--mantine-color-${name}-light-color`] = lightColor;
  }
  return vars;
}

/** The theme's CSS variables that differ from Mantine's defaults (light scheme: the portal's). */
export const portalCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    ...accessibleColorVariables(theme),
    '--mantine-color-dimmed': DIMMED_TEXT,
    '--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-text)`,
    '--mantine-color-error': 'var(--mantine-color-red-text)',
    '--mantine-color-success': 'var(--mantine-color-teal-text)',
  },
  dark: {},
});

/**
 * MantineProvider with the portal's theme, for each React root (the shell's two, every area's,
 * the dev host's). The theme's CSS variables and classes go into the page once: a root that
 * finds them there (the same theme, `shared` being one singleton) does not add another copy,
 * which would make the browser restyle the whole page each time an area mounts.
 */
export function PortalThemeProvider({ children }: { children: ReactNode }) {
  const stylesInPage =
    typeof document !== 'undefined' && document.querySelector('style[data-mantine-styles]') !== null;
  return (
    <MantineProvider
      theme={portalTheme}
      cssVariablesResolver={portalCssVariables}
      withCssVariables={!stylesInPage}
      withGlobalClasses={!stylesInPage}
    >
      {children}
    </MantineProvider>
  );
}
