// Tables of the business domain (SPEC §3, DESIGN §5). Owned by migration 0002_domain.
export interface DomainTables {}
