/**
 * Every literal text of the shared UI pieces (data table, export, bulk dialog, forms, frame
 * helpers), in one object so that a translation replaces them in one place. Components take
 * their texts as props with these as defaults.
 */
export const UI_TEXTS = {
  table: {
    empty: 'Nothing to show',
    sortBy: (header: string) => `Sort by ${header.toLowerCase()}`,
    sortedNow: (direction: 'asc' | 'desc') => `, now ${direction === 'asc' ? 'ascending' : 'descending'}`,
  },
  export: {
    button: 'Export CSV',
    title: 'Export the list',
    description: 'Every row matching the filters, in the order shown, not only this page.',
    separator: 'Separator',
    semicolon: 'Semicolon ; (Excel, French settings)',
    comma: 'Comma , (other spreadsheets)',
    download: 'Download',
    cancel: 'Cancel',
    downloading: 'Downloading…',
    failed: 'The export failed',
  },
  bulk: {
    chosen: (chosen: number, total: number) => `${chosen} of ${total} chosen`,
    selectAll: 'Select all',
    skippedBecause: (reason: string) => `Left out by default: ${reason}`,
    cancel: 'Cancel',
    close: 'Close',
    retry: (count: number) => `Retry the ${count} failed`,
    reportDone: 'Done',
    reportSkipped: 'Left out',
    reportFailed: 'Failed',
  },
  forms: {
    edit: 'Edit',
    cancel: 'Cancel',
    leaveUnsaved: 'You have unsaved changes. Leave and lose them?',
    discardTitle: 'Discard your changes?',
    discardBody: 'The changes you made will be lost.',
    discard: 'Discard changes',
  },
  frame: {
    skipToContent: 'Skip to content',
    more: 'More',
    menu: 'Menu',
  },
};

export type UiTexts = typeof UI_TEXTS;
