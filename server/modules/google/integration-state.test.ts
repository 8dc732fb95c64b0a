import { describe, expect, it } from 'vitest';
import { businesses } from '../../db/schema';
import { integration } from './integration-state';

describe('the Google integration state of a new business', () => {
  it('is `disconnected` by the columns’ defaults, since creating a business sets none of them', () => {
    const fresh = {
      googleIntegrationStatus: businesses.googleIntegrationStatus.default,
      googleStatusMessage: businesses.googleStatusMessage.default ?? null,
      connectionType: businesses.connectionType.default,
    };
    expect(fresh).toEqual(integration.disconnected());
  });
});
