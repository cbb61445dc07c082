import type { Translation } from '@courier/shared';
import type { dunningEn } from '../en/dunning';

export const dunningFr: Translation<typeof dunningEn> = {
  'dunning.title': 'Paramètres de relance',
  'dunning.description':
    'Quand chaque relance d’une facture échue est due, ce que dit son e-mail en français et en anglais, et à partir de quel montant échu un client passe en recouvrement.',
  'dunning.descriptionNow':
    'Quand chaque relance d’une facture échue est due, ce que dit son e-mail en français et en anglais, et à partir de quel montant échu un client passe en recouvrement. Actuellement : relances à {first}, {second} et {formal} jours, seuil {threshold}.',
  'dunning.loading': 'Chargement des paramètres de relance…',
  'dunning.loadError': 'Les paramètres de relance n’ont pas pu être chargés',
  'dunning.language.fr': 'français',
  'dunning.language.en': 'anglais',
  'dunning.level.first': 'première relance',
  'dunning.level.second': 'deuxième relance',
  'dunning.level.formal': 'mise en demeure',
  'dunning.template.label': 'Texte de l’e-mail de {level} en {language}',
  'dunning.template.help':
    'Pour les clients facturés en {language}. \'{client}\' est le nom du client, \'{invoices}\' les factures dues (obligatoire), \'{total}\' le montant demandé',
  'dunning.template.hide': 'Masquer l’aperçu en {language}',
  'dunning.template.show': 'Aperçu du texte en {language} avec un exemple',
  'dunning.template.previewOf': 'Aperçu de la {level} en {language}',
  'dunning.days.label': 'Jours après l’échéance',
  'dunning.days.help': 'La {level} est due dès qu’une facture a ce nombre de jours de retard',
  'dunning.saved': 'Paramètres de relance enregistrés.',
  'dunning.form': 'Paramètres de relance',
  'dunning.reload': 'Recharger les paramètres (vos modifications sont perdues)',
  'dunning.recovery': 'Recouvrement',
  'dunning.threshold.label': 'Seuil de recouvrement (€)',
  'dunning.threshold.help':
    'Un client dont l’échu dépasse ce montant passe en recouvrement : le planning refuse ses nouvelles tournées',
  'dunning.note':
    'Chaque client reçoit ses relances dans sa langue de facturation (le français par défaut pour une adresse en France), avec les montants et les dates de cette langue. L’enregistrement demande un code récent de votre application d’authentification : ces textes sont ce que lit chaque client en retard de paiement au nom de l’entreprise, et le seuil décide des clients dont le planning refuse les tournées.',
  'dunning.undo': 'Annuler mes modifications',
  'dunning.save': 'Enregistrer',
  'dunning.confirm.title': 'Modifier le seuil de recouvrement ?',
  'dunning.confirm.button': 'Modifier le seuil',
  'dunning.confirm.text':
    'De {from} à {to}. Tous les clients sont revérifiés aussitôt : ceux dont l’échu dépasse le nouveau seuil passent en recouvrement (le planning refuse leurs nouvelles tournées). Un seuil plus élevé ne lève aucun blocage : les clients déjà en recouvrement y restent jusqu’à ce que leur dette repasse sous le seuil qui les y a mis, ou qu’un utilisateur de la finance lève le blocage.',
  'dunning.error.wholeDays': 'Saisissez un nombre entier de jours',
  'dunning.error.daysRange': 'Entre 1 et 3650 jours',
  'dunning.error.afterFirst': 'Doit être après la première relance ({days} jours)',
  'dunning.error.afterSecond': 'Doit être après la deuxième relance ({days} jours)',
  'dunning.error.noInvoices': 'Doit contenir \'{invoices}\', à l’endroit où les factures dues sont listées',
  'dunning.error.amount': 'Saisissez un montant en euros, par exemple {example}',
  'dunning.error.amountMax': '{max} au plus',
};
