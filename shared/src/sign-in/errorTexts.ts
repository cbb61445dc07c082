import { errorMessage, isApiError } from '../api-client/errors';
import { getLocale } from '../format/locale';
import { pseudoMessage } from '../i18n/pseudo';

/**
 * The sign-in server's sentences in French (the API speaks English; these pages carry no
 * react-intl). Known sentences are matched whole; any other falls back on its error code.
 */
const SERVER_FR: Record<string, string> = {
  'Wrong login or password': 'Identifiant ou mot de passe incorrect',
  'Wrong or expired code': 'Code incorrect ou expiré',
  'Code already used': 'Code déjà utilisé',
  'This code was already used; wait for the next one': 'Ce code a déjà servi ; attendez le suivant',
  'No authenticator enrolled yet': 'Aucune application d’authentification configurée',
  'Scan the QR code with your authenticator app first': 'Scannez d’abord le QR code avec votre application d’authentification',
  'Choose a new password first': 'Choisissez d’abord un nouveau mot de passe',
  'Your password does not need to be changed here; sign in again':
    'Votre mot de passe n’a pas à être changé ici ; reconnectez-vous',
  'Your session has ended; sign in again': 'Votre session a pris fin ; reconnectez-vous',
  'Sign in first': 'Connectez-vous d’abord',
  'The enrolment code is only shown once, before the first sign-in with an authenticator app':
    'Le QR code ne s’affiche qu’une fois, avant la première connexion avec une application d’authentification',
};

const CODE_FR: Record<string, string> = {
  NETWORK: 'Le serveur est injoignable. Vérifiez la connexion et réessayez.',
  TIMEOUT: 'Le serveur n’a pas répondu à temps. Réessayez.',
  TOO_MANY_REQUESTS: 'Trop de tentatives. Patientez un instant puis réessayez.',
  SERVICE_UNAVAILABLE: 'Le service est occupé. Réessayez dans quelques secondes.',
  INTERNAL: 'Le serveur a échoué. Réessayez ; si cela persiste, prévenez le support.',
};
const GENERIC_FR = 'Une erreur est survenue.';

/** A server sentence (a field's error) in the page's language. */
export function signInServerText(sentence: string): string {
  const locale = getLocale();
  if (locale === 'pseudo') return pseudoMessage(sentence);
  return locale === 'fr' ? (SERVER_FR[sentence] ?? sentence) : sentence;
}

/** What the sign-in pages say for a failed call, in the page's language. */
export function signInErrorMessage(error: unknown): string {
  const english = errorMessage(error);
  const locale = getLocale();
  if (locale !== 'fr') return signInServerText(english);
  if (SERVER_FR[english]) return SERVER_FR[english];
  const code = isApiError(error) ? error.code : '';
  return CODE_FR[code] ?? GENERIC_FR;
}
