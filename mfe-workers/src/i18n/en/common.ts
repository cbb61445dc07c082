/** Words of the area's own components (src/components), shared by its features (English, the source). */
export const common = {
  'common.cancel': 'Cancel',
  'common.edit': 'Edit',
  'common.leaveUnsaved': 'You have unsaved changes. Leave and lose them?',
  'common.discardTitle': 'Discard your changes?',
  'common.discardBody': 'The changes you made will be lost.',
  'common.discard': 'Discard changes',
  'common.export.button': 'Export CSV',
  'common.export.description': 'Every row matching the filters, in the order shown, not only this page.',
  'common.export.separator': 'Separator',
  'common.export.semicolon': 'Semicolon ; (Excel, French settings)',
  'common.export.comma': 'Comma , (other spreadsheets)',
  'common.export.download': 'Download',
  'common.export.downloading': 'Downloading…',
  'common.export.failed': 'The export failed',
} as const;
