/** The dunning settings page: reminder levels, their mail texts, the recovery threshold. */
export const dunningEn = {
  'dunning.title': 'Dunning settings',
  'dunning.description':
    'When each reminder of an overdue invoice is due, what its mail says in French and in English, and from what overdue amount a client is put in recovery.',
  'dunning.descriptionNow':
    'When each reminder of an overdue invoice is due, what its mail says in French and in English, and from what overdue amount a client is put in recovery. Now: reminders at {first}, {second} and {formal} days, threshold {threshold}.',
  'dunning.loading': 'Loading the dunning settings…',
  'dunning.loadError': 'The dunning settings could not be loaded',
  'dunning.language.fr': 'French',
  'dunning.language.en': 'English',
  'dunning.level.first': 'first reminder',
  'dunning.level.second': 'second reminder',
  'dunning.level.formal': 'formal notice',
  'dunning.template.label': 'Text of the {level} mail in {language}',
  'dunning.template.help':
    "For clients invoiced in {language}. '{client}' is the client''s name, '{invoices}' the invoices due (required), '{total}' what the mail asks for",
  'dunning.template.hide': 'Hide the {language} preview',
  'dunning.template.show': 'Preview the {language} text with an example',
  'dunning.template.previewOf': 'Preview of the {level} in {language}',
  'dunning.days.label': 'Days after the due date',
  'dunning.days.help': 'The {level} is due once an invoice is this many days overdue',
  'dunning.saved': 'Dunning settings saved.',
  'dunning.form': 'Dunning settings',
  'dunning.reload': 'Reload the settings (your changes are lost)',
  'dunning.recovery': 'Recovery',
  'dunning.threshold.label': 'Recovery threshold (€)',
  'dunning.threshold.help':
    'A client whose overdue amount is greater than this is put in recovery: planning refuses its new shifts',
  'dunning.note':
    "Each client gets its reminders in its invoicing language (French by default for a French address), with that language's amounts and dates. Saving asks for a fresh code of your authenticator app: the texts are what every client in arrears reads in the company's name, and the threshold decides whose shifts planning refuses.",
  'dunning.undo': 'Undo my changes',
  'dunning.save': 'Save',
  'dunning.confirm.title': 'Change the recovery threshold?',
  'dunning.confirm.button': 'Change the threshold',
  'dunning.confirm.text':
    'From {from} to {to}. Every client is checked again at once: those whose overdue amount is greater than the new threshold are put in recovery (planning refuses their new shifts). A higher threshold lifts no block: clients already in recovery stay there until their debt falls under the threshold that put them there, or a finance user lifts the block.',
  'dunning.error.wholeDays': 'Enter a whole number of days',
  'dunning.error.daysRange': 'Between 1 and 3650 days',
  'dunning.error.afterFirst': 'Must be after the first reminder ({days} days)',
  'dunning.error.afterSecond': 'Must be after the second reminder ({days} days)',
  'dunning.error.noInvoices': "Must contain '{invoices}', where the invoices due are listed",
  'dunning.error.amount': 'Enter an amount in euros, such as {example}',
  'dunning.error.amountMax': 'At most {max}',
} as const;
