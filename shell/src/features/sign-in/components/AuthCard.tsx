import type { ReactNode } from 'react';
import { useSignInT } from '@courier/shared/core';
import { usePortalConfig } from '@courier/shared/core';
import styles from './auth-card.module.css';

/** The frame of every sign-in step: the product's name, the step's title, the form. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { productLabel } = usePortalConfig();
  const t = useSignInT();
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="sign-in-title">
        <p className={styles.brand}>{t('signIn.brand', { product: productLabel })}</p>
        <h1 id="sign-in-title" className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
