/** The frame's words (navbar, landing, session pages), in English: the source. */
export const en = {
  'shell.language.label': 'Language',
  'shell.language.en': 'English',
  'shell.language.fr': 'Français',
  'shell.language.failed': 'The language could not be saved; it applies to this page only.',
} as const;
