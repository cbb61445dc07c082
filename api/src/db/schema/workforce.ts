// The workforce: couriers (workers) with their photos, times and events, and the vehicles they
// are assigned (docs/product.md#domain-rules).
import type { Generated } from 'kysely';
import type { Instant, InstantDefault, IsoDate, Defaulted, ReadOnly, Json, Versioned, ActivityStatus } from './columns';

// ------------------------------------------------------------------ workers

export interface WorkersTable extends Versioned {
  id: Generated<number>;
  short_code: string;
  company_id: number;
  team_id: number;
  agency_id: number;
  elu_id: number | null;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  birth_date: IsoDate | null;
  hired_on: IsoDate | null;
  left_on: IsoDate | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  comment: string | null;
  /** Set when worker_photos changes (cache busting). */
  photo_updated_at: Instant | null;
  activity_status: Defaulted<ActivityStatus>;
  /** lower(short code, names, email, phone): search with ilike (trigram index). */
  search_text: ReadOnly<string>;
  /** The current employment contract (migration 0078); an end date for cdd and interim. */
  contract_kind: WorkerContractKind | null;
  contract_start_date: IsoDate | null;
  contract_end_date: IsoDate | null;
}

export type WorkerContractKind = 'cdi' | 'cdd' | 'interim' | 'freelance';
export type WorkerDocumentKind =
  | 'driving_licence'
  | 'residence_permit'
  | 'identity_card'
  | 'medical_fitness'
  | 'vehicle_insurance'
  | 'professional_card'
  | 'other';

/** A document kept on file for a worker, with its expiry date (migration 0078). */
export interface WorkerDocumentsTable extends Versioned {
  id: Generated<number>;
  worker_id: number;
  kind: WorkerDocumentKind;
  reference: string | null;
  expires_on: IsoDate | null;
  comment: string | null;
  created_by: number | null;
  updated_by: number | null;
}

export type PhotoMime = 'image/jpeg' | 'image/png' | 'image/webp';
export interface WorkerPhotosTable {
  worker_id: number;
  mime: PhotoMime;
  image: Buffer;
  thumbnail: Buffer;
  thumbnail_mime: PhotoMime;
  updated_at: InstantDefault;
}

export interface WorkerTimesTable extends Versioned {
  id: Generated<number>;
  worker_id: number;
  date: IsoDate;
  started_at: Instant;
  /** null while the time is still running. */
  ended_at: Instant | null;
  gta_type_id: number | null;
  comment: string | null;
  created_by: number | null;
}

export interface WorkerEventsTable {
  id: Generated<number>;
  worker_id: number;
  at: InstantDefault;
  user_id: number | null;
  kind: string;
  summary: string;
  data: Json | null;
}

// ------------------------------------------------------------------ vehicles

export interface VehiclesTable extends Versioned {
  id: Generated<number>;
  short_code: string;
  plate: string | null;
  type_id: number;
  state_id: number | null;
  contract_id: number | null;
  /** The brand is the model's brand_id. */
  model_id: number | null;
  fleet_manager_id: number | null;
  supplier_id: number | null;
  analytic_account_id: number | null;
  contract_end_date: IsoDate | null;
  first_registration_on: IsoDate | null;
  mileage_km: number | null;
  /** The latest comment; the history is vehicle_comments. */
  comment: string | null;
  activity_status: Defaulted<ActivityStatus>;
  search_text: ReadOnly<string>;
}

/** At most one open row (ended_at null) per vehicle and per worker (partial unique indexes). */
export interface VehicleAssignmentsTable {
  id: Generated<number>;
  vehicle_id: number;
  worker_id: number;
  started_at: InstantDefault;
  ended_at: Instant | null;
  started_by: number | null;
  ended_by: number | null;
}

export interface VehicleCommentsTable {
  id: Generated<number>;
  vehicle_id: number;
  user_id: number | null;
  comment: string;
  at: InstantDefault;
}
