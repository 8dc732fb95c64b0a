// What observe.ts loads once the page is idle: the logger, error reporting and the reports of
// handled errors, in one chunk. Loading it starts error reporting (on only with a DSN).
import { errorReportingConfig, initErrorReporting } from './error-reporting';
import { publicConfig } from './public-config';

void initErrorReporting(errorReportingConfig(publicConfig));

export { logger } from './logger';
export {
  addNavigationNote,
  captureError,
  errorReportingConfig,
  initErrorReporting,
  setReportingUser,
} from './error-reporting';
export { reportCrash, reportHandledError, reportQueryError } from './error-reports';
