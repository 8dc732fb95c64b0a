// What observe.ts loads once the page is idle: the logger, error reporting and the reports of
// handled errors, in one chunk. Loading it starts error reporting (on only with a DSN).
import { errorReportingConfig, initErrorReporting } from './error-reporting';
import { levelFor, logger } from './logger';
import { publicConfig } from './public-config';

// The environment is read: the logger moves from warnings only to its working level.
logger.setLevel(levelFor(publicConfig.environment, import.meta.env.DEV));
void initErrorReporting(errorReportingConfig(publicConfig));

export { logger };
export {
  addNavigationNote,
  captureError,
  errorReportingConfig,
  initErrorReporting,
  setReportingUser,
} from './error-reporting';
export { reportCrash, reportHandledError, reportQueryError } from './error-reports';
