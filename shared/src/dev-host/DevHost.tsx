import { useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Anchor, Box, Button, Container, Group, Paper, SegmentedControl, Text, Title } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  ChangePasswordForm,
  CodeForm,
  EnrolmentPanel,
  SignInForm,
  callApi,
  chooseLanguage,
  endSessionLocally,
  fetchCurrentUser,
  getToken,
  isLanguage,
  loadPortalConfig,
  setLocale,
  setSessionNavigator,
  useCurrentUser,
  useLocale,
  useSignInT,
  useToken,
  type SignInNext,
} from '@courier/shared/core';
import { api } from '../contract';
import type { Words } from '../contributions/types';
import {
  applyAddressLanguage,
  forgetAddressLanguage,
  keepAddressLanguage,
  nameIn,
  useDevHostT,
} from './words';
import { PortalNotifications } from '../ui/PortalNotifications';
import { PortalThemeProvider } from '../ui/theme';
import { queryClient } from '../ui/queryClient';
import { ProgressBar } from '../ui/ProgressBar';
import { LoadingState } from '../ui/states';

export interface DevHostProps {
  /** Name of the area, shown in the bar: one name, or its English and French names. */
  title: string | Words;
  /** The area's entry pages. */
  links: { label: string; href: string }[];
  /** The area's root component (the same one its lifecycles mount). */
  App: ComponentType;
}

type Step = 'password' | 'change_password' | 'double_auth' | 'codeqr';

/**
 * The thin host of `pnpm --filter mfe-X dev`: signs in against the API (password, a new one
 * in place of a one-time password, then code or enrolment), then shows the area alone under a
 * bar with its links. The portal's real frame is the shell; this only lets a team work on its
 * area by itself.
 */
export function DevHost({ title, links, App }: DevHostProps) {
  const token = useToken();
  const { user, loaded } = useCurrentUser();
  const [step, setStep] = useState<Step>('password');
  // A token kept from an earlier visit of this tab is checked once; a pending token (second
  // step not done) must not call getMe, so there is no effect on later token changes.
  const [checked, setChecked] = useState(() => !getToken());

  useEffect(() => {
    if (!getToken()) return;
    let live = true;
    fetchCurrentUser().finally(() => {
      if (live) setChecked(true);
    });
    return () => {
      live = false;
    };
  }, []);

  const onSignedIn = async (next: SignInNext) => {
    if (next === 'home') await fetchCurrentUser();
    else setStep(next);
  };
  const signOut = async () => {
    await callApi(api.auth.logout).catch(() => undefined);
    endSessionLocally();
    setStep('password');
  };

  const signedIn = Boolean(token && user);
  const t = useDevHostT();
  const signInT = useSignInT();
  const locale = useLocale();
  // The signed-in user's own language replaces the page's: `?lang=` stays, until the switch is used.
  useEffect(() => {
    if (user) keepAddressLanguage();
  }, [user]);
  const switchLanguage = (value: string) => {
    if (!isLanguage(value)) return;
    forgetAddressLanguage();
    // Signed in: kept on the server as the shell's switch does; before, for this page only.
    if (signedIn)
      void chooseLanguage(value).catch((error: unknown) => console.error('[dev host] language', error));
    else setLocale(value);
  };
  return (
    <>
      <ProgressBar />
      <Box component="header" px="md" py="xs" bg="indigo.7" c="white">
        <Group justify="space-between" wrap="wrap">
          <Group gap="md" wrap="wrap" component="nav" aria-label={t('devHost.nav')}>
            <Text fw={700}>{t('devHost.bar', { title: nameIn(title, locale) })}</Text>
            {signedIn &&
              links.map((link) => (
                <Anchor key={link.href} href={link.href} c="white" underline="always">
                  {link.label}
                </Anchor>
              ))}
          </Group>
          <Group gap="sm">
            <SegmentedControl
              size="xs"
              aria-label={t('devHost.language')}
              value={locale === 'fr' ? 'fr' : 'en'}
              onChange={switchLanguage}
              data={[
                { value: 'en', label: <span lang="en">EN</span> },
                { value: 'fr', label: <span lang="fr">FR</span> },
              ]}
            />
            {signedIn && (
              <Button size="xs" variant="white" onClick={signOut}>
                {t('devHost.signOut', { login: user?.login ?? '' })}
              </Button>
            )}
          </Group>
        </Group>
      </Box>
      {signedIn ? (
        <Box component="main" px="md" pb="xl">
          <App />
        </Box>
      ) : !checked || (loaded && step === 'password') ? (
        <LoadingState label={t('devHost.checking')} />
      ) : (
        <Container size={420} py="xl">
          <Paper withBorder p="lg">
            <Title order={1} size="h3" mb="md">
              {signInT(
                step === 'codeqr'
                  ? 'enrol.title'
                  : step === 'double_auth'
                    ? 'code.title'
                    : step === 'change_password'
                      ? 'password.title'
                      : 'signIn.title',
              )}
            </Title>
            {step === 'password' && <SignInForm onSignedIn={onSignedIn} />}
            {step === 'change_password' && <ChangePasswordForm onChanged={setStep} />}
            {step === 'double_auth' && <CodeForm onConfirmed={() => setStep('password')} />}
            {step === 'codeqr' && <EnrolmentPanel onConfirmed={() => setStep('password')} />}
          </Paper>
        </Container>
      )}
    </>
  );
}

/** Renders the standalone dev host of an area into #root. */
export async function renderStandalone(props: DevHostProps, elementId = 'root'): Promise<void> {
  await loadPortalConfig('/config.json');
  // `?lang=fr` (or en, pseudo): the area's words in that language, whatever the user's own.
  applyAddressLanguage();
  // A 401 ends the session and shows the sign-in form of this page (no shell to go to).
  setSessionNavigator(() => undefined);
  const element =
    document.getElementById(elementId) ?? document.body.appendChild(document.createElement('div'));
  createRoot(element).render(
    <PortalThemeProvider>
      <PortalNotifications />
      <QueryClientProvider client={queryClient}>
        <DevHost {...props} />
      </QueryClientProvider>
    </PortalThemeProvider>,
  );
}
