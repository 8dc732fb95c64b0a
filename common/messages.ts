// User-facing texts of SPEC §5 and §8 that the server sends verbatim (the English catalogue of the
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
  reviewerNameRequired: 'Please enter the name shown on your Google review.',
} as const;
