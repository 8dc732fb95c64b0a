-- Failed sync jobs recorded before error_key existed: their key, read once from the English
-- reason they stored ("Sync Failed: <reason>"), so nothing reads the sentence back any more.
UPDATE "sync_jobs" SET "error_key" = CASE regexp_replace("error", '^Sync Failed: ', '')
  WHEN 'Google is unavailable' THEN 'settings.google.sync.unavailable'
  WHEN 'Google integration not properly configured' THEN 'messages.googleNotConfigured'
  WHEN 'Business not found or Google integration not configured' THEN 'messages.businessRequired'
  WHEN 'Your Google integration has expired. Please reconnect to continue syncing reviews.' THEN 'messages.googleExpired'
  ELSE 'settings.google.sync.failedNoDetail'
END
WHERE "error" IS NOT NULL AND "error_key" IS NULL;
