import { createElement, useState, type ReactElement } from 'react';
import type { SignInPageProps } from '../types';
import { FailedCodesNotice } from '../components/FailedCodesNotice';

/**
 * The last step of sign-in: on to the wanted page, unless codes of the account failed since
 * its previous sign-in; then the notice first (`notice` replaces the page until Continue).
 */
export function useFailedCodesNotice({ next, go }: Pick<SignInPageProps, 'next' | 'go'>): {
  notice: ReactElement | null;
  signedIn: (failedCodes: number) => void;
} {
  const [failed, setFailed] = useState(0);
  const enter = () => go(next, { replace: true });
  return {
    notice: failed > 0 ? createElement(FailedCodesNotice, { count: failed, onContinue: enter }) : null,
    signedIn: (failedCodes) => (failedCodes > 0 ? setFailed(failedCodes) : enter()),
  };
}
