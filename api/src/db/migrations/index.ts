import type { Migration } from 'kysely';
import * as m0001 from './0001_auth_and_audit';
import * as m0002 from './0002_domain';
import * as m0003 from './0003_admin_events_user_action';
import * as m0004 from './0004_security';
import * as m0005 from './0005_clients';
import * as m0006 from './0006_planning';
import * as m0007 from './0007_settings';
import * as m0008 from './0008_finance';
import * as m0009 from './0009_chat';
import * as m0010 from './0010_change_counters';
import * as m0011 from './0011_clients_lists';
import * as m0012 from './0012_settings_lists';
import * as m0013 from './0013_finance_dunning';
import * as m0014 from './0014_chat_unread';
import * as m0015 from './0015_planning_board';
import * as m0016 from './0016_history_snapshots';
import * as m0017 from './0017_clients_memory';
import * as m0018 from './0018_settings_memory';
import * as m0019 from './0019_planning_memory';
import * as m0020 from './0020_finance_memory';
import * as m0021 from './0021_chat_memory';
import * as m0022 from './0022_worker_times_counter';
import * as m0023 from './0023_worker_times_marks';
import * as m0025 from './0025_client_detail_keys';
import * as m0026 from './0026_cfr_user_detail_keys';
import * as m0027 from './0027_worker_times_keys';
import * as m0028 from './0028_session_counter';
import * as m0029 from './0029_outbox_redact_reset_tokens';
import * as m0030 from './0030_failed_codes';
import * as m0031 from './0031_totp_key_check';
import * as m0032 from './0032_workers_indexes';
import * as m0033 from './0033_clients_indexes';
import * as m0034 from './0034_planning_indexes';
import * as m0035 from './0035_receivables';
import * as m0036 from './0036_chat_indexes';
import * as m0037 from './0037_admin_events_indexes';
import * as m0038 from './0038_drop_change_counters';
import * as m0039 from './0039_client_receivables';
import * as m0040 from './0040_worker_days';
import * as m0041 from './0041_mail_outbox_queue';
import * as m0043 from './0043_dunning_templates';
import * as m0044 from './0044_billing';
import * as m0045 from './0045_month_closings';
import * as m0046 from './0046_shift_mission_totals';
import * as m0047 from './0047_billing_moved_shifts';
import * as m0048 from './0048_client_receivables_totals';
import * as m0049 from './0049_regular_missions_client_name';
import * as m0050 from './0050_job_runs';
import * as m0051 from './0051_clients_list_counts';
import * as m0052 from './0052_receivables_search';
import * as m0053 from './0053_clients_filter_list_indexes';
import * as m0055 from './0055_recovery_flag_threshold';
import * as m0056 from './0056_credit_requests';
import * as m0057 from './0057_pay_month_snapshots';
import * as m0058 from './0058_gta_paid_dated';
import * as m0059 from './0059_seller_identity';
import * as m0060 from './0060_billing_type_no_longer_billable';
import * as m0061 from './0061_invoice_issued_identity';
import * as m0062 from './0062_invoice_line_vat';
import * as m0063 from './0063_invoice_line_prices';
import * as m0064 from './0064_pay_history';
import * as m0066 from './0066_reminder_templates_fr_en';
import * as m0067 from './0067_legal_documents';
import * as m0068 from './0068_gta_type_versions';
import * as m0069 from './0069_global_search';
import * as m0070 from './0070_recovery_dispute';
import * as m0071 from './0071_list_sort_indexes';
import * as m0072 from './0072_staff_language';
import * as m0073 from './0073_today_filters';
import * as m0074 from './0074_client_reminders_due';
import * as m0075 from './0075_admin_event_data';
import * as m0077 from './0077_ticket_lifecycle';
import * as m0078 from './0078_worker_contracts';

/** Every migration, in order. Names never change once released. */
export const migrations: Record<string, Migration> = {
  '0001_auth_and_audit': m0001,
  '0002_domain': m0002,
  '0003_admin_events_user_action': m0003,
  '0004_security': m0004,
  '0005_clients': m0005,
  '0006_planning': m0006,
  '0007_settings': m0007,
  '0008_finance': m0008,
  '0009_chat': m0009,
  '0010_change_counters': m0010,
  '0011_clients_lists': m0011,
  '0012_settings_lists': m0012,
  '0013_finance_dunning': m0013,
  '0014_chat_unread': m0014,
  '0015_planning_board': m0015,
  '0016_history_snapshots': m0016,
  '0017_clients_memory': m0017,
  '0018_settings_memory': m0018,
  '0019_planning_memory': m0019,
  '0020_finance_memory': m0020,
  '0021_chat_memory': m0021,
  '0022_worker_times_counter': m0022,
  '0023_worker_times_marks': m0023,
  '0025_client_detail_keys': m0025,
  '0026_cfr_user_detail_keys': m0026,
  '0027_worker_times_keys': m0027,
  '0028_session_counter': m0028,
  '0029_outbox_redact_reset_tokens': m0029,
  '0030_failed_codes': m0030,
  '0031_totp_key_check': m0031,
  '0032_workers_indexes': m0032,
  '0033_clients_indexes': m0033,
  '0034_planning_indexes': m0034,
  '0035_receivables': m0035,
  '0036_chat_indexes': m0036,
  '0037_admin_events_indexes': m0037,
  '0038_drop_change_counters': m0038,
  '0039_client_receivables': m0039,
  '0040_worker_days': m0040,
  '0041_mail_outbox_queue': m0041,
  '0043_dunning_templates': m0043,
  '0044_billing': m0044,
  '0045_month_closings': m0045,
  '0046_shift_mission_totals': m0046,
  '0047_billing_moved_shifts': m0047,
  '0048_client_receivables_totals': m0048,
  '0049_regular_missions_client_name': m0049,
  '0050_job_runs': m0050,
  '0051_clients_list_counts': m0051,
  '0052_receivables_search': m0052,
  '0053_clients_filter_list_indexes': m0053,
  '0055_recovery_flag_threshold': m0055,
  '0056_credit_requests': m0056,
  '0057_pay_month_snapshots': m0057,
  '0058_gta_paid_dated': m0058,
  '0059_seller_identity': m0059,
  '0060_billing_type_no_longer_billable': m0060,
  '0061_invoice_issued_identity': m0061,
  '0062_invoice_line_vat': m0062,
  '0063_invoice_line_prices': m0063,
  '0064_pay_history': m0064,
  '0066_reminder_templates_fr_en': m0066,
  '0067_legal_documents': m0067,
  '0068_gta_type_versions': m0068,
  '0069_global_search': m0069,
  '0070_recovery_dispute': m0070,
  '0071_list_sort_indexes': m0071,
  '0072_staff_language': m0072,
  '0073_today_filters': m0073,
  '0074_client_reminders_due': m0074,
  '0075_admin_event_data': m0075,
  '0077_ticket_lifecycle': m0077,
  '0078_worker_contracts': m0078,
};
