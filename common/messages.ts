// User-facing texts of docs/product-rules.md §5 and §8 that the server sends verbatim (the English catalogue of the
// web app holds the same texts under keys; the server's words are the API's contract).

export const MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  googleUrlRequired: 'Please provide your Google Business URL',
  googleUrlInvalid: 'Please enter a valid Google Business URL',
  emailTaken: 'This email is already registered. Please sign in instead.',
  invalidEmailOrPassword: 'Invalid email or password. Please try again.',
  invalidUsernameOrPassword: 'Invalid username or password',
  employeeDataNotFound: 'Employee data not found',
  googleSignInFailed: 'Failed to sign in with Google. Please try again.',
  accountDisabled: 'Your account has been deactivated. Please contact your administrator.',
  usernameRequired: 'Please enter a username.',
  usernameInvalid: 'Usernames use 3 to 32 letters, digits, dots, dashes or underscores.',
  usernameTaken: 'This username is already taken.',
  tooManyAttempts: 'Too many attempts. Please wait before trying again.',
  notSignedIn: 'No authenticated user',
  forbiddenArea: "You don't have permission to access this area",
  sessionExpired: 'Your session has expired. Please sign in again.',
  csrfRejected: 'This request did not come from ReviewTrace.',
  businessRequired: 'Business not found or Google integration not configured',
  employeeNameRequired: 'Employee name is required',
  employeeNameTooShort: 'Employee name must be at least 2 characters',
  employeeNameTaken: 'This employee name already exists',
  employeeNotFound: 'Employee not found',
  locationNameRequired: 'Please enter the location name.',
  locationNameTooLong: 'Location names are at most 100 characters.',
  locationAddressTooLong: 'Addresses are at most 300 characters.',
  locationNameTaken: 'Another location already has this name.',
  locationNotFound: 'Location not found',
  reauthRequired:
    'For your safety, continue with Google again first; then you have 10 minutes to make this change.',
  tooManyCards:
    'A sheet holds at most 200 cards. Print one location at a time, or choose the people.',
  allLocationsOnly:
    'This concerns every location: ask an admin, or a manager who sees every location.',
  onlyManagersLimited: 'Admins see every location: only a manager can be limited to some.',
  chooseImportLocation: 'Choose the location whose reviews the file holds.',
  activityAllLocations:
    'The activity export always covers every location: download it without choosing one.',
  firstLocationArchive: 'The first location cannot be archived.',
  firstLocationPlace:
    "The first location uses your business's Google place: change it under Google integration.",
  firstLocationTimeZone:
    "The first location uses the business's time zone; change it under Business information.",
  locationsLimit: 'A business can have at most 100 locations.',
  employeeLocationsRequired: 'Choose at least one location where the employee works.',
  reviewMatched: 'Review matched successfully',
  reviewAttributed: 'Review has been attributed to the selected employee.',
  reviewMatchFailed: 'Failed to match review. Please try again.',
  reviewNotFound: 'Review not found',
  importFileRequired:
    "Please choose a file of reviews to import: a CSV, an Excel workbook, a Google Takeout export (.json or .zip) or a review tool's export.",
  importFileUnreadable:
    'This file is not a CSV, Excel workbook or Google Takeout export of reviews.',
  importMapsOwnReviews:
    "This is Google Maps' Reviews.json: the reviews you wrote about other places. Your business's reviews are in the Google Business Profile part of Takeout.",
  importArchiveTooLarge:
    'This archive unpacks to more than 40 MB. Import the reviews files it holds one part at a time.',
  importColumnsUnknown:
    'We could not tell which columns hold the rating and the date. Choose the columns, then import.',
  importColumnsInvalid: 'The chosen columns are not in this file. Choose them again.',
  importTooManyFiles: 'Choose at most 100 files at once, or the .zip that holds them.',
  googleUrlUnresolved:
    "We could not find the place this link leads to. Open the link on your phone, copy the address from the browser's address bar and paste it here.",
  reviewerNameRequired: 'Please enter the name shown on your Google review.',
  googleExpired:
    'Your Google integration has expired. Please reconnect to continue syncing reviews.',
  googleNotConfigured: 'Google integration not properly configured',
  connectionTestFailed: 'Connection Test Failed',
  syncFailed: 'Sync Failed',
  syncRunning: 'A review sync is already running.',
  googleChooseLocation: 'Choose the Business Profile location of this business.',
  googleNoLocation: 'Your Google account manages no Business Profile location.',
  googleLocationNotListed: 'Google does not list this location for the connected account.',
  googleOauthUnavailable: 'Google sign-in is not configured on this server.',
  replyNeedsBusinessProfile:
    'Replies can be posted only when Google is connected through Business Profile.',
  replyTooLong: 'A reply can be at most 4096 bytes.',
  replyFailed: 'Failed to post the reply. Please try again.',
  userNotFound: 'User not found',
  lastActiveAdmin: 'The business needs at least one active administrator.',
  cannotDemoteSelf: 'You cannot remove your own administrator access.',
  employeeRoleFixed: 'Employee accounts keep the employee role; manage them under Employees.',
  inviteNotFound: 'This invitation link is not valid.',
  displayLinkNotFound: 'This display link is not valid, or it was revoked.',
  inviteExpired: 'This invitation has expired. Ask your administrator for a new one.',
  inviteUsed: 'This invitation has already been used.',
  unsubscribeLinkInvalid:
    'This unsubscribe link is not valid. Choose your emails under Your account.',
  inviteLocationsGone:
    'The locations this invitation was for no longer exist. Ask for a new invitation.',
  operatorTokenInvalid: 'The operator token is not valid.',
  businessNameNeeded: 'This link does not show the business name. Please type it.',
  businessNameTooShort: 'Business name must be at least 2 characters',
  businessNameTooLong: 'Business name must be at most 100 characters',
  timezoneInvalid: 'Please choose a valid time zone.',
  privacyTextTooLong: 'The privacy text can be at most 2,000 characters.',
  emailNotConfirmed: 'Please check your email and click the confirmation link before signing in.',
  linkInvalid: 'This link is not valid or has already been used.',
  linkExpired: 'This link has expired. Please ask for a new one.',
  currentPasswordWrong: 'The current password is not correct.',
  mailUnavailable: 'Email cannot be sent from this server right now. Please try again later.',
  createAccountFailed: 'Failed to create user account',
  authDatabaseError: 'Database error during authentication',
  invalidCharacter: 'The request contains a character that is not allowed.',
  dateOutOfRange: 'Please choose a date between the years 1970 and 2100.',
  otherNamesInvalid:
    'List at most 50 people who are not staff, each name once, 1 to 100 characters, no control characters.',
  attributionWindowInvalid: 'The attribution window must be between 5 and 240 minutes.',
  seedRunning: 'Demo data is already being added to this business.',
  seedJobNotFound: 'Seeding job not found',
  lockoutNotFound: 'This lockout has already been lifted.',
  syncJobNotFound: 'This sync is no longer known. Start a new one.',
  setupIncomplete: 'Finish the setup steps before hiding the guide.',
  employeeNameTooLong: 'Employee name must be at most 100 characters',
  nothingToChange: 'Nothing to change',
  nothingToChangeUser: 'Nothing to change: send role, isActive or locationIds.',
  inviteRoleInvalid: 'Choose the role: admin or manager.',
  customerNameTooLong: "A customer's name is at most 60 characters.",
  requestEmployeeRequired: 'Choose the employee the request is from.',
  visitCustomerRequired: "Send the customer's name.",
  visitEmployeeRequired: 'Send the employee who served the customer.',
  visitTimeInvalid: 'Send the time of the visit as an ISO 8601 date and time with its offset.',
  visitEmployeeUnknown: 'No employee of this business has this name, nickname or id.',
  visitLocationUnknown: 'No location of this business has this name or id.',
  visitKeyInvalid: 'This visit key is not valid. Make a new one in Settings.',
  visitFileRequired:
    'Please choose a file of visits: a CSV or an Excel workbook from your booking system.',
  visitFileUnreadable: 'This file is not a CSV or an Excel workbook of visits.',
  visitColumnsInvalid: 'The chosen columns are not in this file. Choose them again.',
  visitKeyNotFound: 'This visit key no longer exists.',
  visitColumnsUnknown:
    'We could not tell which columns hold the customer, the employee and the date. Choose the columns, then import.',
  requestOptedOut:
    'This customer asked not to receive review requests from this business. Ask in person instead.',
  requestMailedRecently: 'This customer was already mailed a review request in the last 30 days.',
} as const;

export type MessageName = keyof typeof MESSAGES;

/**
 * The words a shared schema refuses with, by name (docs/errors.md): a zod issue's message is the
 * name, so the server answers with the key and its English text looked up here, and a form
 * words it from the key; editing a sentence never changes which words are shown.
 */
export const REFUSAL = Object.fromEntries(Object.keys(MESSAGES).map((name) => [name, name])) as {
  readonly [N in MessageName]: N;
};

/** Whether a zod issue's message names a text of this catalogue. */
export const isMessageName = (value: string): value is MessageName =>
  Object.hasOwn(MESSAGES, value);
