// GET and PATCH /api/business: the business information of the settings screen (docs/product-rules.md §2, §3).
// The Google Place ID and last sync are shown, not edited here: the Google integration owns them.
import type { BusinessSettings, UpdateBusinessSettings } from '@common/schemas/business';
import type { Database } from '../../db/client';
import type { Business } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Jobs } from '../../lib/jobs/define';
import { requestRematch } from '../../lib/jobs/queues';
import * as repo from './business-settings.repository';
import { offeredName } from '../../lib/google/offered-name';

export function presentSettings(business: Business, canSeed: boolean): BusinessSettings {
  return {
    id: business.id,
    name: business.name,
    timezone: business.timezone,
    privacyText: business.privacyText,
    googlePlaceId: business.googlePlaceId,
    googleLastSyncedAt: business.googleLastSyncedAt?.toISOString() ?? null,
    googleTitle: offeredName(business.name, business.googleTitle),
    attributionWindowMinutes: business.attributionWindowMinutes,
    otherNames: business.otherNames,
    canSeed,
  };
}

export async function getSettings(db: Database, businessId: string) {
  const business = await repo.findSettings(db, businessId);
  if (!business) throw notFound('businessRequired');
  return business;
}

export async function updateSettings(
  db: Database,
  businessId: string,
  input: UpdateBusinessSettings,
  jobs: Jobs,
) {
  const patch: repo.SettingsPatch = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.timezone !== undefined) patch.timezone = input.timezone;
  if (input.privacyText !== undefined) patch.privacyText = input.privacyText;
  if (input.attributionWindowMinutes !== undefined)
    patch.attributionWindowMinutes = input.attributionWindowMinutes;
  if (input.otherNames !== undefined) patch.otherNames = input.otherNames;
  if (input.googleTitle === null) patch.googleTitle = null;
  if (Object.keys(patch).length === 0) return getSettings(db, businessId);
  const before =
    input.otherNames !== undefined || input.name !== undefined
      ? await getSettings(db, businessId)
      : null;
  // A new name (Google's or another) answers the offer of Google's title, as keeping one does.
  if (before && input.name !== undefined && input.name !== before.name) patch.googleTitle = null;
  const updated = await repo.updateSettings(db, businessId, patch);
  if (!updated) throw notFound('businessRequired');
  // Reviews that name a listed person are decided again.
  if (
    input.otherNames !== undefined &&
    before &&
    JSON.stringify(before.otherNames) !== JSON.stringify(updated.otherNames)
  )
    await requestRematch(jobs, businessId);
  return updated;
}
