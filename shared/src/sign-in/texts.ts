import { getLocale, useLocale, type Locale } from '../format/locale';
import type { Translation } from '../i18n/catalogs';
import { pseudoMessage } from '../i18n/pseudo';

/**
 * The sign-in pages' words. These pages load before react-intl (the sign-in bundle stays
 * light), so they carry this small catalog of their own: `{name}` placeholders only, picked
 * by the language the browser remembered.
 */
export const signInEn = {
  'signIn.brand': '{product} back office',
  'signIn.title': 'Sign in',
  'signIn.login': 'Login',
  'signIn.password': 'Password',
  'signIn.submit': 'Sign in',
  'signIn.loginMissing': 'Enter your login',
  'signIn.passwordMissing': 'Enter your password',
  'signIn.toggle': 'Show or hide the typed characters',
  'signIn.show': 'Show',
  'signIn.hide': 'Hide',
  'code.title': 'Second step',
  'code.label': 'Code',
  'code.hint': 'The 6-digit code of your authenticator app',
  'code.invalid': 'The code has 6 digits',
  'code.remember': 'Remember this network',
  'code.confirm': 'Confirm',
  'enrol.title': 'Set up your authenticator',
  'enrol.loading': 'Loading the QR code…',
  'enrol.failed': 'The QR code could not be loaded: {message}',
  'enrol.retry': 'Retry',
  'enrol.scan': 'Scan this QR code with your authenticator app, then enter the code it shows.',
  'enrol.qrAlt': 'QR code to scan with an authenticator app',
  'enrol.manualKey': 'Key for manual entry:',
  'enrol.signInFirst': 'The QR code is shown after your login and password.',
  'password.title': 'Choose a new password',
  'password.form': 'Password change',
  'password.intro': 'Your password was given to you for your first sign-in only. Choose your own to continue.',
  'password.new': 'New password',
  'password.confirmation': 'Confirm password',
  'password.submit': 'Save the password',
  'password.hint':
    'At least {min} characters, not your login and not the demo password. A few unrelated words make a long password that is easy to remember.',
  'password.missing': 'Choose a new password',
  'password.tooShort': 'At least {min} characters ({typed} typed)',
  'password.isLogin': 'The password must not be your login',
  'password.isDemo': 'This is the demo password: choose another one',
  'password.differ': 'The two entries differ',
  'password.again': 'Type the new password again',
  'failed.title': 'Failed codes on your account',
  'failed.one': '1 failed code since your last sign-in',
  'failed.many': '{count} failed codes since your last sign-in',
  'failed.adviceOne': 'If you did not type it, someone else knows your password: ask an administrator to reset it.',
  'failed.adviceMany': 'If you did not type them, someone else knows your password: ask an administrator to reset it.',
  'failed.continue': 'Continue',
  'opening': 'Opening the sign-in page…',
  'leaving': 'Signed in. Opening the back office…',
  'password.toggleConfirmation': 'Show or hide the confirmation',
} as const;

export const signInFr: Translation<typeof signInEn> = {
  'signIn.brand': 'Back-office {product}',
  'signIn.title': 'Connexion',
  'signIn.login': 'Identifiant',
  'signIn.password': 'Mot de passe',
  'signIn.submit': 'Se connecter',
  'signIn.loginMissing': 'Saisissez votre identifiant',
  'signIn.passwordMissing': 'Saisissez votre mot de passe',
  'signIn.toggle': 'Afficher ou masquer les caractères saisis',
  'signIn.show': 'Afficher',
  'signIn.hide': 'Masquer',
  'code.title': 'Deuxième étape',
  'code.label': 'Code',
  'code.hint': 'Le code à 6 chiffres de votre application d’authentification',
  'code.invalid': 'Le code compte 6 chiffres',
  'code.remember': 'Mémoriser ce réseau',
  'code.confirm': 'Valider',
  'enrol.title': 'Configurez votre application d’authentification',
  'enrol.loading': 'Chargement du QR code…',
  'enrol.failed': 'Le QR code n’a pas pu être chargé : {message}',
  'enrol.retry': 'Réessayer',
  'enrol.scan': 'Scannez ce QR code avec votre application d’authentification, puis saisissez le code qu’elle affiche.',
  'enrol.qrAlt': 'QR code à scanner avec une application d’authentification',
  'enrol.manualKey': 'Clé pour la saisie manuelle :',
  'enrol.signInFirst': 'Le QR code s’affiche après votre identifiant et votre mot de passe.',
  'password.title': 'Choisissez un nouveau mot de passe',
  'password.form': 'Changement de mot de passe',
  'password.intro': 'Ce mot de passe ne valait que pour votre première connexion. Choisissez le vôtre pour continuer.',
  'password.new': 'Nouveau mot de passe',
  'password.confirmation': 'Confirmer le mot de passe',
  'password.submit': 'Enregistrer le mot de passe',
  'password.hint':
    'Au moins {min} caractères, ni votre identifiant ni le mot de passe de démonstration. Quelques mots sans rapport font un mot de passe long et facile à retenir.',
  'password.missing': 'Choisissez un nouveau mot de passe',
  'password.tooShort': 'Au moins {min} caractères ({typed} saisis)',
  'password.isLogin': 'Le mot de passe ne doit pas être votre identifiant',
  'password.isDemo': 'C’est le mot de passe de démonstration : choisissez-en un autre',
  'password.differ': 'Les deux saisies diffèrent',
  'password.again': 'Saisissez à nouveau le nouveau mot de passe',
  'failed.title': 'Codes erronés sur votre compte',
  'failed.one': '1 code erroné depuis votre dernière connexion',
  'failed.many': '{count} codes erronés depuis votre dernière connexion',
  'failed.adviceOne': 'Si vous ne l’avez pas saisi, quelqu’un d’autre connaît votre mot de passe : demandez à un administrateur de le réinitialiser.',
  'failed.adviceMany': 'Si vous ne les avez pas saisis, quelqu’un d’autre connaît votre mot de passe : demandez à un administrateur de le réinitialiser.',
  'failed.continue': 'Continuer',
  'opening': 'Ouverture de la page de connexion…',
  'leaving': 'Connecté. Ouverture du back-office…',
  'password.toggleConfirmation': 'Afficher ou masquer la confirmation',
};

export type SignInMessageId = keyof typeof signInEn;
type Values = Record<string, string | number>;

/** A sign-in message in the given language, `{name}` replaced by its value. */
export function signInText(id: SignInMessageId, values: Values = {}, locale: Locale = getLocale()): string {
  const message = locale === 'fr' ? signInFr[id] : locale === 'pseudo' ? pseudoMessage(signInEn[id]) : signInEn[id];
  return message.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
}

/** `t(id, values)` of the sign-in pages, following the page's language. */
export function useSignInT(): (id: SignInMessageId, values?: Values) => string {
  const locale = useLocale();
  return (id, values) => signInText(id, values, locale);
}
