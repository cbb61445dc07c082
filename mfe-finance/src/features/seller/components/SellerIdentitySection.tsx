import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EmptyState, ErrorState, LoadingState, useFormat } from '@courier/shared';
import { useSeller, type Seller } from '../api';
import { useT } from '../../../i18n';
import { SellerIdentityForm } from './SellerIdentityForm';
import { SellerProblems } from './SellerProblems';


function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
}

/** The identity as invoices name it. */
function SellerSummary({ seller }: { seller: Seller }) {
  const t = useT();
  const f = useFormat();
  const address = [
    seller.addressLine1,
    seller.addressLine2,
    `${seller.postalCode} ${seller.city}`,
    seller.countryCode,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} data-testid="seller-summary">
      <Item label={t('seller.summary.legalName')} value={`${seller.legalName} (${seller.legalForm})`} />
      <Item label={t('seller.summary.shareCapital')} value={f.money(seller.shareCapitalCents)} />
      <Item label={t('seller.summary.address')} value={address} />
      <Item label={t('seller.summary.sirenSiret')} value={`${seller.siren} / ${seller.siret}`} />
      <Item label={t('seller.summary.rcs')} value={t('seller.summary.rcsValue', { city: seller.rcsCity })} />
      <Item label={t('seller.summary.vat')} value={seller.vatNumber} />
      <Item label={t('seller.summary.iban')} value={seller.iban} />
      <Item label={t('seller.summary.bic')} value={seller.bic} />
      <Item
        label={t('seller.summary.terms')}
        value={t('seller.summary.termsValue', {
          days: seller.paymentTermDays,
          rate: f.percent(seller.latePaymentRateBp / 10_000, 2),
        })}
      />
      <Item
        label={t('seller.summary.contact')}
        value={[seller.email, seller.phone].filter(Boolean).join(' · ')}
      />
      <Item label={t('seller.summary.logo')} value={t(seller.logo ? 'seller.summary.logoYes' : 'seller.summary.logoNone')} />
    </SimpleGrid>
  );
}

/**
 * The operator's legal identity as the seller of its invoices: what it lacks (issuing refuses
 * until complete), the identity, and its form (FINANCE, with a step-up).
 */
export function SellerIdentitySection() {
  const t = useT();
  const f = useFormat();
  const seller = useSeller();
  const [editing, setEditing] = useState(false);
  const d = seller.data;
  return (
    <Stack gap="md" aria-label={t('seller.title')} role="region">
      <Title order={2} size="h4">
        {t('seller.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('seller.intro')}
      </Text>
      {seller.isError ? (
        <ErrorState error={seller.error} onRetry={() => void seller.refetch()} />
      ) : !d ? (
        <LoadingState />
      ) : editing ? (
        <SellerIdentityForm saved={d} onDone={() => setEditing(false)} onReload={() => seller.refetch()} />
      ) : (
        <Stack gap="md">
          <SellerProblems problems={d.problems} title={t('seller.incomplete')} />
          {d.seller ? (
            <SellerSummary seller={d.seller} />
          ) : (
            <EmptyState
              title={t('seller.emptyTitle')}
              description={t('seller.emptyText')}
            />
          )}
          <Group>
            <Button variant={d.seller ? 'default' : 'filled'} onClick={() => setEditing(true)}>
              {t(d.seller ? 'seller.edit' : 'seller.set')}
            </Button>
            {d.updatedAt && (
              <Text size="xs" c="dimmed">
                {d.updatedBy
                  ? t('seller.lastChangedBy', { at: f.dateTime(d.updatedAt), by: d.updatedBy })
                  : t('seller.lastChanged', { at: f.dateTime(d.updatedAt) })}
              </Text>
            )}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
