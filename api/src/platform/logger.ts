import pino from 'pino';
import { logSerializers } from './log-privacy.ts';

export type Logger = pino.Logger;

export function createLogger(level: string, name = 'api', destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    name,
    level,
    serializers: logSerializers,
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
