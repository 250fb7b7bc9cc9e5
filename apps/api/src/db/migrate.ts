import { type Kysely, type Migration, Migrator } from 'kysely';
import type { Database } from './schema';
import * as contentMenu from './migrations/0001_content_menu';
import * as contentModel from './migrations/0002_content_model';
import * as otp from './migrations/0010_otp';
import * as loyalty from './migrations/0011_loyalty';
import * as campaigns from './migrations/0020_campaigns';
import * as rateLimits from './migrations/0030_rate_limits';
import * as studio from './migrations/0040_studio';
import * as search from './migrations/0050_search';
import * as hardeningRoundTwo from './migrations/0160_hardening_round_two';
import * as registrationsLocale from './migrations/0170_registrations_locale';
import * as bookings from './migrations/0180_bookings';
import * as campaignHeader from './migrations/0191_campaign_header';
import * as campaignOps from './migrations/0195_campaign_ops';
import * as mediaLibrary from './migrations/0200_media_library';
import * as studioImportAndSchedule from './migrations/0205_studio_import_and_schedule';
import * as manageLinkNonce from './migrations/0245_manage_link_nonce';
import * as studioEnrolmentLinks from './migrations/0256_studio_enrolment_links';
import * as studioEditVersions from './migrations/0275_studio_edit_versions';
import * as campaignDrafts from './migrations/0280_campaign_drafts';
import * as realUserMonitoring from './migrations/0295_real_user_monitoring';
import * as slotAndMediaVersions from './migrations/0310_slot_and_media_versions';
import * as boutiqueOpeningHours from './migrations/0315_boutique_opening_hours';
import * as studioReleases from './migrations/0320_studio_releases';
import * as releaseVersions from './migrations/0330_release_versions';
import * as sendBreakerIndexes from './migrations/0340_send_breaker_indexes';
import * as otpCodesRequester from './migrations/0350_otp_codes_requester';
import * as otpFailedGuesses from './migrations/0360_otp_failed_guesses';
import * as otpCodeChallenge from './migrations/0370_otp_code_challenge';
import * as campaignTextsLoaded from './migrations/0380_campaign_texts_loaded';

/** Every migration, in order. Both PGlite and PostgreSQL run exactly these. */
const migrations: Record<string, Migration> = {
  '0001_content_menu': contentMenu,
  '0002_content_model': contentModel,
  '0010_otp': otp,
  '0011_loyalty': loyalty,
  '0020_campaigns': campaigns,
  '0030_rate_limits': rateLimits,
  '0040_studio': studio,
  '0050_search': search,
  '0160_hardening_round_two': hardeningRoundTwo,
  '0170_registrations_locale': registrationsLocale,
  '0180_bookings': bookings,
  '0191_campaign_header': campaignHeader,
  '0195_campaign_ops': campaignOps,
  '0200_media_library': mediaLibrary,
  '0205_studio_import_and_schedule': studioImportAndSchedule,
  '0245_manage_link_nonce': manageLinkNonce,
  '0256_studio_enrolment_links': studioEnrolmentLinks,
  '0275_studio_edit_versions': studioEditVersions,
  '0280_campaign_drafts': campaignDrafts,
  '0295_real_user_monitoring': realUserMonitoring,
  '0310_slot_and_media_versions': slotAndMediaVersions,
  '0315_boutique_opening_hours': boutiqueOpeningHours,
  '0320_studio_releases': studioReleases,
  '0330_release_versions': releaseVersions,
  '0340_send_breaker_indexes': sendBreakerIndexes,
  '0350_otp_codes_requester': otpCodesRequester,
  '0360_otp_failed_guesses': otpFailedGuesses,
  '0370_otp_code_challenge': otpCodeChallenge,
  '0380_campaign_texts_loaded': campaignTextsLoaded,
};

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Engineers' ranges interleave (0180 lands after 0195 was applied on some databases): a
  // migration numbered below one already run is run, not refused.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
