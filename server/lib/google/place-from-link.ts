// The place a pasted Google link names, read when it is saved (sign-up, a new business, a
// location): offline when the link carries it, else by following it as a browser would
// (short links, a CID alone) through the allow-listed resolver. Never fails on the network: what
// could not be found stays empty, and the setup guide then asks for a fuller link.
import type { GoogleLinks } from '../google-links';
import { repairMojibake } from '../mojibake';
import { resolveGoogleUrl } from './google-url-resolver';

export interface PlaceFromLink {
  name: string | null;
  googlePlaceId: string | null;
  googleCid: string | null;
  googleReviewUrl: string | null;
}

const NOTHING: PlaceFromLink = {
  name: null,
  googlePlaceId: null,
  googleCid: null,
  googleReviewUrl: null,
};

export async function placeFromLink(
  links: GoogleLinks,
  url: string | null | undefined,
): Promise<PlaceFromLink> {
  if (!url) return NOTHING;
  const read = await resolveGoogleUrl(url, { fetch: links.fetch });
  if (!read) return NOTHING;
  return {
    // A name that went through an app with the wrong encoding is stored as it was meant.
    name: read.name ? repairMojibake(read.name).slice(0, 200) : null,
    googlePlaceId: read.placeId ?? null,
    googleCid: read.cid ?? null,
    googleReviewUrl: read.writeReviewUrl ?? null,
  };
}
