// Bots and link-preview fetchers see the page but are never counted: a QR code shared in a chat
// would otherwise earn a "touch" from every app that unfurls the link. isbot knows the crawlers and
// the preview fetchers (WhatsApp, facebookexternalhit and iMessage's disguise of it, Slackbot,
// TelegramBot, Discordbot, LinkedInBot, SkypeUriPreview...); the extra list covers fetchers it
// treats as people.
import { isbot } from 'isbot';

// Office apps fetch a link themselves before handing it to the browser (which then counts once).
const EXTRA_FETCHERS = /microsoft office|\bms-office\b|\bMSOffice\b/i;

export function isAutomatedVisitor(userAgent: string | undefined): boolean {
  // Every browser sends a user agent; a request without one is a script.
  if (!userAgent || userAgent.trim() === '') return true;
  return isbot(userAgent) || EXTRA_FETCHERS.test(userAgent);
}
