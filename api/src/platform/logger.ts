import pino from 'pino';
import { logSerializers } from './log-privacy.ts';
import { currentRequestId } from './request-context.ts';

export type Logger = pino.Logger;

export function createLogger(level: string, name = 'api', destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    name,
    level,
    serializers: logSerializers,
    // Every line written while a request or one of its jobs runs names the request, whichever logger wrote it;
    // the request's own logger already carries it as a binding.
    mixin(_merge, _level, logger) {
      const requestId = currentRequestId();
      return requestId && !('reqId' in logger.bindings()) ? { reqId: requestId } : {};
    },
    redact: {
      // The CSRF token is a credential bound to the session, as the cookie is.
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
      ],
      remove: true,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
