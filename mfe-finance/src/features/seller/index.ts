/** The seller's legal identity: its section and what the invoicing page needs of it. */
export { SellerIdentitySection } from './components/SellerIdentitySection';
export { SellerIssueAlert } from './components/SellerIssueAlert';
export { useSellerComplete } from './hooks/useSellerComplete';
