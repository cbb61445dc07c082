import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EmptyState, ErrorState, LoadingState } from '@courier/shared';
import { useSeller, type Seller } from '../api';
import { SellerIdentityForm } from './SellerIdentityForm';
import { SellerProblems } from './SellerProblems';

const euros = (cents: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);

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
      <Item label="Legal name" value={`${seller.legalName} (${seller.legalForm})`} />
      <Item label="Share capital" value={euros(seller.shareCapitalCents)} />
      <Item label="Address" value={address} />
      <Item label="SIREN / SIRET" value={`${seller.siren} / ${seller.siret}`} />
      <Item label="RCS" value={`RCS ${seller.rcsCity}`} />
      <Item label="VAT number" value={seller.vatNumber} />
      <Item label="IBAN" value={seller.iban} />
      <Item label="BIC" value={seller.bic} />
      <Item
        label="Payment terms"
        value={`${seller.paymentTermDays} days; late-payment rate ${seller.latePaymentRateBp / 100} % a year`}
      />
      <Item label="Email / phone" value={[seller.email, seller.phone].filter(Boolean).join(' · ')} />
      <Item label="Logo" value={seller.logo ? 'Yes' : 'None'} />
    </SimpleGrid>
  );
}

/**
 * The operator's legal identity as the seller of its invoices: what it lacks (issuing refuses
 * until complete), the identity, and its form (FINANCE, with a step-up).
 */
export function SellerIdentitySection() {
  const seller = useSeller();
  const [editing, setEditing] = useState(false);
  const d = seller.data;
  return (
    <Stack gap="md" aria-label="Seller identity" role="region">
      <Title order={2} size="h4">
        Seller identity
      </Title>
      <Text size="sm" c="dimmed">
        The company every invoice and credit note names as its seller, with the mentions French law requires.
      </Text>
      {seller.isError ? (
        <ErrorState error={seller.error} onRetry={() => void seller.refetch()} />
      ) : !d ? (
        <LoadingState />
      ) : editing ? (
        <SellerIdentityForm saved={d} onDone={() => setEditing(false)} onReload={() => seller.refetch()} />
      ) : (
        <Stack gap="md">
          <SellerProblems problems={d.problems} title="The seller identity is incomplete" />
          {d.seller ? (
            <SellerSummary seller={d.seller} />
          ) : (
            <EmptyState
              title="No seller identity yet"
              description="Set the company's legal name, SIREN, VAT number and bank details before issuing invoices."
            />
          )}
          <Group>
            <Button variant={d.seller ? 'default' : 'filled'} onClick={() => setEditing(true)}>
              {d.seller ? 'Edit the seller identity' : 'Set the seller identity'}
            </Button>
            {d.updatedAt && (
              <Text size="xs" c="dimmed">
                Last changed{' '}
                {new Date(d.updatedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}
                {d.updatedBy ? ` by ${d.updatedBy}` : ''}
              </Text>
            )}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
